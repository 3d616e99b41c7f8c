// The public sign-up count's port (GET /api/sign-ups/count): how many forms were saved since an instant.
export interface SignUpsReader {
  countSince(since: string): Promise<number>;
}
