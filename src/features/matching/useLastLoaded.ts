// Keeps showing what was loaded while the same data reloads after a change, so the page does not
// blank out (and focus and announcements are not lost) between the change and the fresh answer.
import { useState } from 'react';

export function useLastLoaded<T>(data: T | undefined): T | undefined {
  const [last, setLast] = useState<T | undefined>(data);
  // Derived state: adopting a new answer during render is React's documented pattern.
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}
