/** Which save this build was made from (src/go-live/deploy-status.ts): the go-live checklist reads it. */
import hostBuild from 'virtual:go-live/host-build';

export function GET(): Response {
  return Response.json(hostBuild.save ?? {});
}
