// The test hook (embryo-test-sid, spec §9) for Fluent components that drop attributes they do not
// know and have no inner slot to pass it to (TableRow): set on the element once it exists.
export function sidRef(id: string): (element: HTMLElement | null) => void {
  return (element) => element?.setAttribute('embryo-test-sid', id);
}
