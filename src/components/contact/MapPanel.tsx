import { ExternalLink, Map } from 'lucide-react';
import type { Settings } from '#/config/settings-schema.ts';
import { labels } from '#/config/labels.ts';
import Address from '#/components/contact/Address.tsx';
import StreetArt from '#/components/art/StreetArt.tsx';

interface Props {
  embedUrl: string;
  openUrl: string;
  title: string;
  address: Settings['address'];
  /** How to get there, in her words. */
  directions?: string | undefined;
}

/**
 * Where and how to get there, whole before any map: no third-party request until "Show map"
 * (map-panel.ts puts the frame where the drawing was); "Open in maps" always works.
 */
export default function MapPanel({ embedUrl, openUrl, title, address, directions }: Props) {
  return (
    <map-panel className="flex flex-1 flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card">
      <div data-src={embedUrl} data-title={title} className="aspect-video flex-1 bg-primary-soft">
        <StreetArt className="size-full" />
      </div>
      <div className="p-5 sm:p-6">
        <div className="font-semibold text-ink">
          <Address address={address} />
        </div>
        {directions && <p className="mt-3 text-ink-soft">{directions}</p>}
        <div className="mt-5 flex flex-wrap gap-3">
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
      </div>
    </map-panel>
  );
}
