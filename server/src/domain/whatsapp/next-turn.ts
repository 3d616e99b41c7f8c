// The runner's work goes in small pieces with the event loop between them. On SQLite every statement
// runs synchronously, and a chain of resolved promises never lets a request in: a tick planning and
// sending hundreds of messages held the lead and tracking routes for seconds (bench: a p99 of 4.8 s
// at 1,000 tracking events a second) until each piece waited for the next turn.
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
