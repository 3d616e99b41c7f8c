// How a use case runs its store calls as one unit: the storage side runs the work in a transaction
// (grouped with others on SQLite, storage/group-commit.ts) and settles once it has committed.

/** Runs work in a transaction and settles once that transaction has committed (or failed). */
export type TransactionScope<S> = <T>(work: (store: S) => Promise<T>) => Promise<T>;
