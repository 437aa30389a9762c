import { ExternalLink, Map } from 'lucide-react';
import { labels } from '#/config/labels.ts';

interface Props {
  embedUrl: string;
  openUrl: string;
  title: string;
}

/** No third-party request until "Show map" (map-panel.ts makes the frame); "Open in maps" always works. */
export default function MapPanel({ embedUrl, openUrl, title }: Props) {
  return (
    <map-panel className="block rounded-lg border border-line bg-surface p-5">
      <div data-src={embedUrl} data-title={title} className="empty:hidden"></div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          hidden
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary hover:bg-primary-strong"
        >
          <Map className="size-5" aria-hidden="true" />
          {labels.showMap}
        </button>
        <a
          href={openUrl}
          rel="noopener"
          className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-primary px-6 font-semibold text-primary-strong hover:bg-primary-soft"
        >
          <ExternalLink className="size-5" aria-hidden="true" />
          {labels.openInMaps}
        </a>
      </div>
    </map-panel>
  );
}
