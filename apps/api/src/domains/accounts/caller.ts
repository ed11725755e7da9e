/** The signed-in caller, as the auth plugin puts it on the request. */
export interface Caller {
  userId: number;
  role: number;
  sessionId: string;
}
