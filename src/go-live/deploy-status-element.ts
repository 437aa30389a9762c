import { deployedSaveIn, deployStatusLines, latestSaveIn } from '#/go-live/deploy-status.ts';

/** The answer's JSON; none when there is no answer or it is not a success (GitHub: 404 for a private repository). */
async function json(address: string, init?: RequestInit): Promise<unknown> {
  try {
    const response = await fetch(address, init);
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** The published deploy file, fresh (never a copy the browser kept), beside her latest save on GitHub. */
class DeployStatus extends HTMLElement {
  async connectedCallback() {
    const { deployFile = '', latest = '' } = this.dataset;
    const [published, newest] = await Promise.all([json(deployFile, { cache: 'no-store' }), json(latest)]);
    const live = deployedSaveIn(published);
    const lines = this.querySelector('[data-lines]');
    if (!live || !lines) return;
    const paragraphs = deployStatusLines(live, latestSaveIn(newest)).map((line) =>
      Object.assign(document.createElement('p'), { textContent: line }),
    );
    lines.replaceChildren(...paragraphs);
  }
}

customElements.define('deploy-status', DeployStatus);
