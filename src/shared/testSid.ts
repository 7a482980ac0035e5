// The test-automation attribute of spec §9 (embryo-test-sid), for Fluent slots that only forward
// known HTML attributes from the component's own props: pass it to the inner slot instead,
// e.g. <Input input={testSid('login-username')} />.
export function testSid(id: string): Record<string, string> {
  return { 'embryo-test-sid': id };
}
