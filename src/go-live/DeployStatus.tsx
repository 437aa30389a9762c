import { deployStatusWords as words } from '#/config/deploy-status-words.ts';
import { DEPLOY_FILE, deployStatusLines, latestSaveAddress, savesAddress, type Save } from '#/go-live/deploy-status.ts';

interface Props {
  /** The save this build was made from. */
  live: Save | undefined;
  repo: string;
  branch: string;
}

/**
 * The build's own save, drawn here; its element (deploy-status-element.ts) reads the published one again and sets
 * her latest save beside it, where GitHub tells it without a token.
 */
export default function DeployStatus({ live, repo, branch }: Props) {
  return (
    <deploy-status data-deploy-file={DEPLOY_FILE} data-latest={latestSaveAddress(repo, branch)} className="mt-10 block">
      <h2 className="text-2xl">{words.heading}</h2>
      <div data-lines aria-live="polite" className="mt-4 space-y-3">
        {deployStatusLines(live, undefined).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className="mt-4">
        <a href={savesAddress(repo, branch)} className="font-semibold text-primary-strong underline underline-offset-4">
          {words.saves}
        </a>
      </p>
    </deploy-status>
  );
}
