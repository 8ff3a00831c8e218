// Who last changed a stored collection, request, folder or environment, and when: every write stamps
// the rows it touches, and the stamp travels with them to the other members.
export interface ChangeStamp {
  at: string;
  by: string | null;
}

export const stampOf = (actorId: string) => ({ at: new Date().toISOString(), by: actorId });

/** The columns a saved change sets: the version after the one it was made on, and its stamp. */
export const savedChange = (baseVersion: number, stamp: ChangeStamp) => ({
  version: baseVersion + 1,
  updated_at: stamp.at,
  updated_by: stamp.by,
});
