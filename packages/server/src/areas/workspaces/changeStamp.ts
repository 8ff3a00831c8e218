// Who last changed a stored collection, request, folder or environment, and when: every write stamps
// the rows it touches, and the stamp travels with them to the other members.
export interface ChangeStamp {
  at: string;
  by: string | null;
}

export const stampOf = (actorId: string) => ({ at: new Date().toISOString(), by: actorId });
