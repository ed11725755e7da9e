/** The signed-in caller, as the auth plugin puts it on the request. */
export interface Caller {
  userId: number;
  role: number;
  sessionId: string;
  /** Operators only: whether this session passed the second factor (issue 35 point 14). */
  secondFactorPassed?: boolean;
}
