/**
 * Generates the site's illustrations (blog covers, about and hero art) as SVG in code and rasterises them with sharp.
 * Deterministic: re-running produces identical files. Run: node scripts/generate-art.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '../src/assets/art');

type Pt = [number, number];
type Stop = [offset: number, color: string, opacity?: number];

interface Art {
  w: number;
  h: number;
  defs: string[];
  body: string[];
  next: number;
  blurs: Map<number, string>;
}

function art(w: number, h: number): Art {
  return { w, h, defs: [], body: [], next: 0, blurs: new Map() };
}

function uid(a: Art, prefix: string): string {
  a.next += 1;
  return `${prefix}${a.next}`;
}

function r1(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

function stops(list: Stop[]): string {
  return list
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
}

/** Linear gradient between two points given in 0..1 of the shape's bounding box; returns a paint reference. */
function linear(a: Art, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = uid(a, 'lg');
  a.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
  return `url(#${id})`;
}

/** Radial gradient in user space. */
function radial(a: Art, list: Stop[], cx: number, cy: number, r: number, fx = cx, fy = cy): string {
  const id = uid(a, 'rg');
  a.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fx="${r1(fx)}" fy="${r1(fy)}">${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

function blurFilter(a: Art, std: number): string {
  const cached = a.blurs.get(std);
  if (cached) return cached;
  const id = uid(a, 'bl');
  a.blurs.set(std, `url(#${id})`);
  a.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth open curve through points (Catmull-Rom converted to cubic Béziers). Starts with M. */
function smooth(pts: Pt[], move = true): string {
  const first = pts[0] ?? [0, 0];
  let d = move ? `M${r1(first[0])} ${r1(first[1])}` : `L${r1(first[0])} ${r1(first[1])}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const p0 = pts[i - 1] ?? pts[i] ?? first;
    const p1 = pts[i] ?? first;
    const p2 = pts[i + 1] ?? p1;
    const p3 = pts[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/** Smooth closed curve through points. */
function smoothClosed(pts: Pt[]): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[((i % n) + n) % n] ?? [0, 0];
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let i = 0; i < n; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d += `C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d}Z`;
}

/** An organic, pebble-like round shape: a circle with a gentle, deterministic wobble. */
function blob(cx: number, cy: number, rx: number, ry: number, seed: number, wobble = 0.05): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 14; i += 1) {
    const t = (i / 14) * Math.PI * 2;
    const k = 1 + wobble * Math.sin(2 * t + seed) + wobble * 0.6 * Math.sin(3 * t + seed * 2.3);
    pts.push([cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k]);
  }
  return smoothClosed(pts);
}

interface WaveOpts {
  y: number;
  amp: number;
  len: number;
  phase?: number;
  /** Amplitude and wavelength of a second, slower harmonic, as fractions of the first. */
  amp2?: number;
  len2?: number;
  phase2?: number;
  /** Multiplies the amplitude along x (0..1 of width). */
  env?: (t: number) => number;
  /** Adds a slope or bump along x (0..1 of width), in pixels. */
  shape?: (t: number) => number;
  steps?: number;
  x0?: number;
  x1?: number;
}

function wave(a: Art, o: WaveOpts): Pt[] {
  const steps = o.steps ?? 28;
  const x0 = o.x0 ?? -a.w * 0.05;
  const x1 = o.x1 ?? a.w * 1.05;
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const t = x / a.w;
    const e = o.env ? o.env(t) : 1;
    const main = Math.sin((2 * Math.PI * x) / o.len + (o.phase ?? 0));
    const second = Math.sin((2 * Math.PI * x) / (o.len * (o.len2 ?? 2.3)) + (o.phase2 ?? 1.3));
    const y = o.y + o.amp * e * (main + (o.amp2 ?? 0.45) * second) + (o.shape ? o.shape(t) : 0);
    pts.push([x, y]);
  }
  return pts;
}

interface BandStyle {
  fill: string;
  /** Opacity of a soft shadow cast upwards onto the layer behind, like layered paper. */
  shadow?: number;
  shadowColor?: string;
  /** Opacity of a thin light line along the top edge. */
  rim?: number;
  rimColor?: string;
  opacity?: number;
  bottom?: number;
}

/** A filled band from a top curve down to the bottom edge. */
function band(a: Art, top: Pt[], s: BandStyle): void {
  const first = top[0] ?? [0, 0];
  const last = top[top.length - 1] ?? [a.w, 0];
  const bottom = s.bottom ?? a.h + 40;
  const d = `${smooth(top)}L${r1(last[0])} ${bottom}L${r1(first[0])} ${bottom}Z`;
  if (s.shadow) {
    a.body.push(
      `<path d="${d}" fill="${s.shadowColor ?? c.ink}" opacity="${s.shadow}" transform="translate(0 -5)" filter="${blurFilter(a, 11)}"/>`,
    );
  }
  a.body.push(`<path d="${d}" fill="${s.fill}"${s.opacity === undefined ? '' : ` opacity="${s.opacity}"`}/>`);
  if (s.rim) {
    a.body.push(
      `<path d="${smooth(top)}" fill="none" stroke="${s.rimColor ?? '#ffffff'}" stroke-opacity="${s.rim}" stroke-width="2" stroke-linecap="round"/>`,
    );
  }
}

interface Layer extends WaveOpts {
  top: string;
  base: string;
}

/** Stacked hills or waves, back to front, each with a vertical gradient, soft shadow and light rim. */
function layers(
  a: Art,
  list: Layer[],
  look: { shadow: number; rim: number; shadowColor?: string; rimColor?: string },
): Pt[][] {
  return list.map((l) => {
    const pts = wave(a, l);
    const fill = linear(a, [
      [0, l.top],
      [1, l.base],
    ]);
    band(a, pts, { fill, ...look });
    return pts;
  });
}

/** A ribbon between two curves that share their x samples. */
function ribbon(a: Art, top: Pt[], bottom: Pt[], fill: string, extra = ''): void {
  const back = [...bottom].reverse();
  const d = `${smooth(top)}${smooth(back, false)}Z`;
  a.body.push(`<path d="${d}" fill="${fill}"${extra}/>`);
}

function line(a: Art, pts: Pt[], color: string, opacity: number, width: number, extra = ''): void {
  a.body.push(
    `<path d="${smooth(pts)}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"${extra}/>`,
  );
}

function sky(a: Art, list: Stop[]): void {
  a.body.push(`<rect width="${a.w}" height="${a.h}" fill="${linear(a, list)}"/>`);
}

interface OrbStyle {
  core: string;
  edge: string;
  halo: string;
  haloOpacity?: number;
  haloScale?: number;
}

/** A wide, faint glow. */
function halo(a: Art, cx: number, cy: number, r: number, color: string, opacity: number): void {
  const g = radial(
    a,
    [
      [0, color, opacity],
      [0.3, color, opacity * 0.55],
      [0.65, color, opacity * 0.15],
      [1, color, 0],
    ],
    cx,
    cy,
    r,
  );
  a.body.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${g}"/>`);
}

/** A sun or moon: a softly graded disc with a wide, faint halo. */
function orb(a: Art, cx: number, cy: number, r: number, s: OrbStyle): void {
  halo(a, cx, cy, r * (s.haloScale ?? 3.4), s.halo, s.haloOpacity ?? 0.5);
  const disc = linear(a, [
    [0, s.core],
    [1, s.edge],
  ]);
  a.body.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${disc}"/>`);
}

/** A paper disc with a soft contact shadow, for concentric compositions. */
function disc(
  a: Art,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  shadow: number,
  shadowColor: string = c.ink,
): void {
  if (shadow) {
    a.body.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy + 4)}" r="${r1(r)}" fill="${shadowColor}" opacity="${shadow}" filter="${blurFilter(a, 12)}"/>`,
    );
  }
  a.body.push(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>`,
  );
}

/** Soft horizontal mist: a blurred ellipse. */
function mist(a: Art, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number, std = 40): void {
  a.body.push(
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${color}" opacity="${opacity}" filter="${blurFilter(a, std)}"/>`,
  );
}

function svg(a: Art): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${a.w}" height="${a.h}" viewBox="0 0 ${a.w} ${a.h}"><defs>${a.defs.join('')}</defs>${a.body.join('')}</svg>`;
}

/* ---------------------------------------------------------------- palette */

const c = {
  canvas: '#fbf8f3',
  pearl: '#fffdf8',
  sand: '#f3ede2',
  sand2: '#ecdfc8',
  sand3: '#e2cfae',
  sand4: '#d4bb93',
  line: '#ddd3c2',
  ink: '#1e2a27',
  sage0: '#eef5f0',
  sage1: '#e2efe9',
  sage2: '#c8dfd2',
  sage3: '#a9cab9',
  sage4: '#86b09c',
  sage5: '#5f917e',
  primary: '#2c6659',
  primaryStrong: '#1f4d43',
  mint1: '#dcf0e7',
  mint2: '#c3e5d7',
  mint3: '#a3d3c0',
  teal: '#dcedee',
  teal2: '#bcdadc',
  sky0: '#eef4f9',
  sky1: '#e1ebf4',
  sky2: '#c9dbea',
  sky3: '#a9c3da',
  slate: '#7d96ad',
  slate2: '#5f7a92',
  lav0: '#f3f0f8',
  lav1: '#ebe7f3',
  lav2: '#d8d0ea',
  lav3: '#bdb1da',
  lav4: '#988bc2',
  indigo0: '#1f2447',
  indigo1: '#2b3160',
  indigo2: '#3e4377',
  indigo3: '#575a8f',
  peach0: '#fbeee4',
  peach1: '#f7dfcf',
  peach2: '#f1c8ad',
  peach3: '#e8ac8a',
  rose: '#f5e4e1',
  yellow0: '#fdf6e3',
  yellow1: '#f9ebc4',
  yellow2: '#f3dc9f',
  stone1: '#ece4d8',
  stone2: '#d9cdbb',
  stone3: '#c2b29b',
  stone4: '#a6947a',
  accent: '#9a4f33',
  terracotta: '#c9826a',
};

/* ---------------------------------------------------------------- blog covers (1600x1067) */

const W = 1600;
const H = 1067;
const paper = { shadow: 0.13, rim: 0.5 };

/** Soft sage and sand waves drifting across a pale background. */
function coverBenefits(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.canvas],
    [0.55, '#f9f3ea'],
    [1, c.sand2],
  ]);
  orb(a, 1150, 290, 105, { core: '#fbf3e4', edge: c.sand2, halo: c.yellow1, haloOpacity: 0.6 });
  mist(a, 480, 400, 560, 50, c.pearl, 0.8, 45);
  layers(
    a,
    [
      { y: 560, amp: 30, len: 1300, phase: 0.4, top: c.sage1, base: c.sage2 },
      { y: 640, amp: 34, len: 1150, phase: 2.1, top: c.sand2, base: c.sand3 },
      { y: 720, amp: 36, len: 1000, phase: 3.6, top: c.sage2, base: c.sage3 },
      { y: 810, amp: 30, len: 1250, phase: 5.2, top: c.sand3, base: c.sand4 },
      { y: 900, amp: 34, len: 1100, phase: 1.2, top: c.sage3, base: c.sage4 },
      { y: 990, amp: 26, len: 1400, phase: 2.9, top: c.sage4, base: c.sage5 },
    ],
    paper,
  );
  return a;
}

/** Gentle blue and sage ripples spreading outwards on still water. */
function coverAnxiety(): Art {
  const a = art(W, H);
  const horizon = 440;
  sky(a, [
    [0, c.sky1],
    [0.41, c.sky0],
    [1, c.sky0],
  ]);
  orb(a, 400, 190, 58, { core: '#fffdf6', edge: c.sky0, halo: '#ffffff', haloOpacity: 0.8 });
  layers(
    a,
    [
      { y: horizon - 48, amp: 22, len: 1500, phase: 0.8, shape: (t) => 40 * t * t, top: c.sage2, base: c.sage2 },
      { y: horizon - 20, amp: 14, len: 900, phase: 2.4, shape: (t) => -26 * t, top: c.sage3, base: c.sage4 },
    ],
    { shadow: 0.08, rim: 0.4 },
  );
  // still water, with the sun's reflection and the ripples clipped to it
  const clip = uid(a, 'cp');
  a.defs.push(`<clipPath id="${clip}"><rect y="${horizon}" width="${W}" height="${H - horizon}"/></clipPath>`);
  const water = linear(a, [
    [0, c.sky2],
    [0.5, c.teal2],
    [1, c.sage3],
  ]);
  a.body.push(`<g clip-path="url(#${clip})">`);
  a.body.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${water}"/>`);
  mist(a, 400, horizon + 50, 60, 80, '#ffffff', 0.5, 20);
  const glints: [number, number][] = [
    [-20, 170],
    [30, 120],
    [-40, 140],
    [20, 90],
    [-10, 70],
  ];
  glints.forEach(([dx, half], k) => {
    const y = horizon + 26 + k * k * 14 + k * 22;
    line(
      a,
      [
        [400 + dx - half, y],
        [400 + dx + half, y],
      ],
      '#ffffff',
      0.3 - k * 0.03,
      3,
    );
  });
  const cx = 1010;
  const cy = 735;
  const shade = blurFilter(a, 4);
  const soft = blurFilter(a, 1.5);
  for (let i = 0; i < 7; i += 1) {
    const rx = 110 * Math.pow(1.48, i);
    const ry = rx * 0.21;
    const fade = 1 - i / 7.5;
    a.body.push(
      `<ellipse cx="${cx}" cy="${r1(cy + 5)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${c.primary}" stroke-opacity="${(0.16 * fade).toFixed(3)}" stroke-width="${r1(12 * fade + 4)}" filter="${shade}"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="#ffffff" stroke-opacity="${(0.75 * fade).toFixed(3)}" stroke-width="${r1(5 * fade + 1.5)}" filter="${soft}"/>`,
    );
  }
  mist(a, cx, cy, 36, 8, '#ffffff', 0.7, 5);
  a.body.push('</g>');
  a.body.push(
    `<rect y="${horizon - 2}" width="${W}" height="4" fill="#ffffff" opacity="0.5" filter="${blurFilter(a, 2)}"/>`,
  );
  return a;
}

/** Warm peach and soft lavender mist lifting over a calm horizon. */
function coverMenopause(): Art {
  const a = art(W, H);
  const horizon = 640;
  sky(a, [
    [0, c.lav1],
    [0.35, c.lav0],
    [0.6, c.peach1],
    [0.6, c.peach1],
    [1, c.lav2],
  ]);
  orb(a, 1010, 330, 100, { core: '#fae4d3', edge: c.peach2, halo: c.peach1, haloOpacity: 0.9, haloScale: 4 });
  layers(
    a,
    [
      { y: horizon - 60, amp: 28, len: 1300, phase: 3.4, shape: (t) => 40 * t, top: c.lav2, base: c.lav2 },
      { y: horizon - 22, amp: 14, len: 900, phase: 1.2, top: c.lav3, base: c.lav3 },
    ],
    { shadow: 0.06, rim: 0.35 },
  );
  a.body.push(
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${linear(a, [
      [0, c.peach1],
      [0.5, c.lav1],
      [1, c.lav2],
    ])}"/>`,
  );
  mist(a, 1010, horizon + 70, 80, 90, c.peach2, 0.5, 24);
  const glints: [number, number][] = [
    [0, 190],
    [-30, 150],
    [25, 160],
    [-10, 110],
    [20, 80],
  ];
  glints.forEach(([dx, half], k) => {
    const y = horizon + 24 + k * k * 14 + k * 20;
    line(
      a,
      [
        [1010 + dx - half, y],
        [1010 + dx + half, y],
      ],
      '#ffffff',
      0.45 - k * 0.05,
      3,
    );
  });
  // mist: wavy veils hugging the horizon, thinning as they lift
  const veils: [number, number, number, string, number][] = [
    [horizon - 10, 18, 0.3, '#ffffff', 0.75],
    [horizon - 70, 22, 2.1, c.peach0, 0.55],
    [horizon - 140, 20, 4.0, c.lav0, 0.4],
    [horizon - 215, 16, 5.4, '#ffffff', 0.22],
  ];
  const veilBlur = blurFilter(a, 16);
  for (const [y, amp, phase, col, op] of veils) {
    const top = wave(a, { y, amp, len: 1100, phase });
    const bottom = top.map(([x, yy], i): Pt => [x, yy + 46 + 14 * Math.sin(i * 0.7 + phase)]);
    ribbon(a, top, bottom, col, ` opacity="${op}" filter="${veilBlur}"`);
  }
  layers(
    a,
    [
      { y: 930, amp: 18, len: 1500, phase: 2.4, top: c.peach1, base: c.peach2 },
      { y: 1005, amp: 14, len: 1700, phase: 0.4, top: c.lav2, base: c.lav3 },
    ],
    paper,
  );
  return a;
}

/** Soft green and pale yellow hills under a gentle dawn sky. */
function coverSchool(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.sky1],
    [0.35, '#f1f2ec'],
    [0.62, c.yellow1],
    [1, c.yellow1],
  ]);
  orb(a, 560, 560, 150, { core: '#fdf5dc', edge: c.yellow2, halo: c.yellow2, haloOpacity: 0.85, haloScale: 3.6 });
  mist(a, 1200, 250, 300, 24, '#ffffff', 0.75, 20);
  mist(a, 1330, 295, 190, 16, '#ffffff', 0.6, 16);
  layers(
    a,
    [
      { y: 600, amp: 46, len: 1500, phase: 2.6, amp2: 0.6, top: c.yellow1, base: c.yellow2 },
      { y: 670, amp: 60, len: 1300, phase: 4.4, amp2: 0.5, top: c.sage1, base: c.sage2 },
      { y: 760, amp: 54, len: 1600, phase: 0.9, amp2: 0.5, top: c.yellow2, base: '#ead091' },
      { y: 850, amp: 58, len: 1250, phase: 3.2, amp2: 0.5, top: c.sage2, base: c.sage3 },
      { y: 960, amp: 50, len: 1450, phase: 5.6, amp2: 0.4, top: c.sage3, base: c.sage4 },
    ],
    paper,
  );
  return a;
}

/** A soft sand-coloured path curving through sage green fields. */
function coverHabits(): Art {
  const a = art(W, H);
  const horizon = 500;
  sky(a, [
    [0, c.sky1],
    [0.45, c.canvas],
    [1, c.canvas],
  ]);
  orb(a, 1250, 240, 78, { core: '#fcf5e8', edge: c.sand2, halo: c.yellow1, haloOpacity: 0.7 });
  mist(a, 420, 210, 300, 20, '#ffffff', 0.7, 18);
  const fields = layers(
    a,
    [
      { y: horizon - 20, amp: 18, len: 1400, phase: 1.1, top: c.sage1, base: c.sage2 },
      { y: horizon + 30, amp: 22, len: 1200, phase: 3.0, top: c.sage2, base: c.sage3 },
      { y: horizon + 110, amp: 30, len: 1500, phase: 4.6, top: c.sage3, base: c.sage4 },
      { y: horizon + 250, amp: 36, len: 1700, phase: 0.3, top: c.sage4, base: c.sage5 },
    ],
    paper,
  );
  const near = fields[fields.length - 1] ?? [];
  for (let k = 1; k < 6; k += 1) {
    line(
      a,
      near.map(([x, y]): Pt => [x, y + k * k * 9 + k * 22]),
      '#ffffff',
      0.13,
      2,
    );
  }
  // the path, laid out on the ground and seen in perspective: it winds gently and narrows towards the horizon
  const left: Pt[] = [];
  const right: Pt[] = [];
  const vanish = 930;
  for (let i = 0; i <= 40; i += 1) {
    const z = 0.9 * Math.pow(12 / 0.9, i / 40);
    const d = 1 / z;
    const y = horizon + 14 + (H - horizon) * d;
    const x = vanish + 900 * d * (Math.sin(0.36 * z - 0.2) * 0.75 - 0.3);
    const half = 270 * d;
    left.push([x - half, y]);
    right.push([x + half, y]);
  }
  ribbon(
    a,
    left,
    right,
    linear(a, [
      [0, c.sand2],
      [1, c.sand3],
    ]),
  );
  line(a, left, '#ffffff', 0.6, 2);
  line(a, right, c.sand4, 0.45, 2);
  return a;
}

/** Soft mint and pearl-white curves suggesting slow, steady breathing. */
function coverDental(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.pearl],
    [0.6, c.mint1],
    [1, c.mint2],
  ]);
  // the breath: nested paper discs, like a slow inhale spreading outwards
  const bx = 1060;
  const by = 430;
  const tones = ['#d3ede2', c.mint1, '#e8f5ef', c.pearl];
  tones.forEach((tone, i) => disc(a, bx, by, 310 - i * 60, tone, 0.05, c.primaryStrong));
  const slow = (y: number, amp: number, phase: number): WaveOpts => ({
    y,
    amp,
    len: 1750,
    phase,
    amp2: 0.12,
    len2: 0.5,
  });
  const bands: [WaveOpts, string, string][] = [
    [slow(650, 70, 0.2), c.mint2, c.mint2],
    [slow(710, 70, 0.45), c.pearl, '#f2f7f1'],
    [slow(780, 66, 0.7), c.mint2, c.mint3],
    [slow(860, 62, 0.95), '#f6fbf8', c.mint1],
    [slow(945, 56, 1.2), c.mint3, '#8cc4ae'],
  ];
  for (const [o, top, base] of bands) {
    band(a, wave(a, o), {
      fill: linear(a, [
        [0, top],
        [1, base],
      ]),
      shadow: 0.1,
      shadowColor: c.primaryStrong,
      rim: 0.7,
    });
  }
  return a;
}

/** A rounded tree canopy (its foot is hidden by the next layer). */
function tree(a: Art, x: number, base: number, w: number, h: number, seed: number, fill: string): void {
  a.body.push(
    `<path d="${blob(x, base - h / 2, w / 2, h / 2, seed, 0.035)}" fill="${c.ink}" opacity="0.1" filter="${blurFilter(a, 8)}"/>`,
    `<path d="${blob(x, base - h / 2, w / 2, h / 2, seed, 0.035)}" fill="${fill}"/>`,
  );
}

/** Sage and sand layers suggesting open common land under a pale sky. */
function coverCalm(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.sky1],
    [0.5, c.canvas],
    [1, c.canvas],
  ]);
  orb(a, 420, 230, 66, { core: '#fffcf4', edge: c.sand, halo: c.yellow0, haloOpacity: 0.9 });
  mist(a, 1100, 250, 360, 22, '#ffffff', 0.85, 18);
  mist(a, 1240, 295, 240, 15, '#ffffff', 0.65, 14);
  band(a, wave(a, { y: 560, amp: 12, len: 1500, phase: 0.5 }), { fill: c.sage2, rim: 0.4 });
  const far = linear(a, [
    [0, c.sage3],
    [1, c.sage4],
  ]);
  const near = linear(a, [
    [0, c.sage4],
    [1, c.sage5],
  ]);
  tree(a, 270, 600, 120, 150, 1, far);
  tree(a, 345, 600, 80, 110, 2.4, near);
  tree(a, 1150, 600, 90, 200, 3.1, far);
  tree(a, 1240, 605, 150, 170, 4.2, near);
  tree(a, 1330, 605, 70, 95, 5.5, far);
  layers(
    a,
    [
      { y: 590, amp: 10, len: 1600, phase: 2.0, top: c.sand2, base: c.sand3 },
      { y: 655, amp: 14, len: 1800, phase: 3.6, top: c.sage2, base: c.sage3 },
      { y: 745, amp: 16, len: 1500, phase: 5.0, top: c.sand3, base: c.sand4 },
      { y: 855, amp: 20, len: 1900, phase: 0.8, top: c.sage3, base: c.sage4 },
      { y: 975, amp: 18, len: 1700, phase: 2.2, top: c.sage4, base: c.sage5 },
    ],
    paper,
  );
  return a;
}

/** A thin crescent moon, cut with a mask, with a faint halo. */
function crescent(a: Art, cx: number, cy: number, r: number, fill: string, glow: string): void {
  halo(a, cx, cy, r * 4, glow, 0.3);
  const id = uid(a, 'mk');
  a.defs.push(
    `<mask id="${id}"><rect width="${a.w}" height="${a.h}" fill="#000"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><circle cx="${r1(cx + r * 0.38)}" cy="${r1(cy - r * 0.24)}" r="${r1(r * 0.9)}" fill="#000"/></mask>`,
  );
  a.body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" mask="url(#${id})"/>`);
}

/** Deep indigo and soft lavender waves under a faint crescent moon. */
function coverInsomnia(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.indigo0],
    [0.55, c.indigo1],
    [1, c.indigo2],
  ]);
  const rand = prng(3);
  const stars: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const x = rand() * W;
    const y = rand() * 560;
    const r = 0.8 + rand() * 1.6;
    const o = 0.2 + rand() * 0.45;
    if (Math.hypot(x - 1180, y - 240) < 190) continue;
    stars.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" opacity="${o.toFixed(2)}"/>`);
  }
  a.body.push(`<g fill="${c.lav1}">${stars.join('')}</g>`);
  halo(a, 1180, 240, 760, c.lav3, 0.22);
  crescent(a, 1180, 240, 76, '#eee8f6', c.lav2);
  layers(
    a,
    [
      { y: 610, amp: 30, len: 1400, phase: 1.4, top: c.indigo3, base: c.indigo2 },
      { y: 690, amp: 34, len: 1200, phase: 3.1, top: '#7d74ab', base: c.indigo3 },
      { y: 780, amp: 32, len: 1500, phase: 4.7, top: c.indigo2, base: c.indigo1 },
      { y: 870, amp: 34, len: 1300, phase: 0.6, top: c.lav4, base: '#7d74ab' },
      { y: 970, amp: 28, len: 1600, phase: 2.3, top: c.indigo1, base: c.indigo0 },
    ],
    { shadow: 0.3, rim: 0.2, shadowColor: '#0e1130', rimColor: c.lav1 },
  );
  return a;
}

/** Slate-blue and warm stone bands settling from busy ripples into smooth, open space. */
function coverOverwhelmed(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.stone1],
    [0.5, c.canvas],
    [1, c.canvas],
  ]);
  orb(a, 1230, 300, 92, { core: '#f8f3ea', edge: '#e3d8c6', halo: c.stone1, haloOpacity: 0.9 });
  // busy on the left, settling to calm on the right
  const settle = (t: number): number => {
    const u = Math.min(1, Math.max(0, t / 0.5));
    return Math.pow(1 - u * u * (3 - 2 * u), 2);
  };
  const fadeOut = linear(
    a,
    [
      [0, c.slate, 0.35],
      [0.75, c.slate, 0.1],
      [1, c.slate, 0],
    ],
    0,
    0,
    1,
    0,
  );
  for (let k = 0; k < 3; k += 1) {
    const pts = wave(a, {
      y: 250 + k * 50,
      amp: 14,
      len: 95 + k * 14,
      phase: k * 1.7,
      amp2: 0.4,
      len2: 1.6,
      env: settle,
      steps: 90,
      x0: -20,
      x1: 640 + k * 70,
    });
    line(a, pts, fadeOut, 1, 2);
  }
  // crowded and high on the left; lower and more widely spaced on the right, leaving open sky
  const ease = (t: number): number => {
    const u = Math.min(1, Math.max(0, (t - 0.1) / 0.7));
    return u * u * (3 - 2 * u);
  };
  const busy = (i: number, len: number, phase: number, top: string, base: string): Layer => {
    const left = 470 + i * 78;
    const right = 650 + i * 76;
    return {
      y: left,
      amp: 24,
      len,
      phase,
      amp2: 0.4,
      len2: 1.6,
      env: settle,
      shape: (t) => (right - left) * ease(t),
      steps: 120,
      top,
      base,
    };
  };
  layers(
    a,
    [
      busy(0, 130, 0.5, c.sky2, c.sky2),
      busy(1, 150, 2.0, c.stone2, c.stone2),
      busy(2, 120, 3.5, c.sky3, c.sky3),
      busy(3, 165, 5.0, c.stone3, c.stone3),
      busy(4, 140, 1.0, '#8ba2b7', c.slate),
      busy(5, 180, 2.5, c.stone3, c.stone4),
    ],
    paper,
  );
  return a;
}

/** Soft peach and sky-blue shapes gently overlapping, growing in size. */
function coverTeen(): Art {
  const a = art(W, H);
  sky(a, [
    [0, c.sky0],
    [0.55, c.canvas],
    [1, c.peach0],
  ]);
  const shapes: [number, number, number, number, string, string][] = [
    [1040, 500, 270, 1.2, '#e4eef8', '#cadef0'],
    [770, 600, 190, 2.6, '#fae3d3', '#f4c9ae'],
    [560, 700, 110, 4.1, '#d6e6f4', '#b6d0e8'],
  ];
  for (const [x, y, r, seed, from, to] of shapes) {
    const d = blob(x, y, r, r, seed, 0.03);
    const fill = linear(a, [
      [0, from],
      [1, to],
    ]);
    a.body.push(`<path d="${d}" fill="${c.ink}" opacity="0.07" filter="${blurFilter(a, 14)}"/>`);
    a.body.push(`<path d="${d}" fill="${fill}" opacity="0.88"/>`);
    a.body.push(`<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>`);
  }
  layers(
    a,
    [
      { y: 770, amp: 24, len: 1500, phase: 1.0, top: c.peach1, base: c.peach2 },
      { y: 860, amp: 28, len: 1300, phase: 2.8, top: c.sky1, base: c.sky2 },
      { y: 960, amp: 24, len: 1700, phase: 4.3, top: c.peach2, base: c.peach3 },
    ],
    paper,
  );
  return a;
}

const covers: [string, () => Art][] = [
  ['benefits-of-hypnotherapy', coverBenefits],
  ['managing-anxiety', coverAnxiety],
  ['menopause_brain', coverMenopause],
  ['child_school_refusal', coverSchool],
  ['breaking_unwanted_habits', coverHabits],
  ['dental_anxiety', coverDental],
  ['finding_calm_harpenden', coverCalm],
  ['insomnia_harpenden', coverInsomnia],
  ['overwhelmed_professional', coverOverwhelmed],
  ['teen_anxiety', coverTeen],
];

/* ---------------------------------------------------------------- home hero (1200x1200) */

/** Concentric soft circles over waves that grow calmer towards the front: a mind settling. */
function hero(): Art {
  const a = art(1200, 1200);
  sky(a, [
    [0, c.canvas],
    [0.6, '#f8f2e8'],
    [1, c.sand2],
  ]);
  const cx = 600;
  const cy = 560;
  halo(a, cx, cy, 620, c.sage1, 0.9);
  // ripples spaced wider the further they travel from the centre
  const rings: [number, string][] = [
    [490, c.sage0],
    [398, '#e6f1eb'],
    [318, c.sage1],
    [250, '#d6e8de'],
    [194, c.sage2],
  ];
  for (const [r, tone] of rings) disc(a, cx, cy, r, tone, 0.06, c.primaryStrong);
  disc(
    a,
    cx,
    cy,
    150,
    linear(a, [
      [0, '#fbf1e2'],
      [1, c.sand3],
    ]),
    0.08,
    c.accent,
  );
  // waves that settle: each layer nearer the viewer moves less
  layers(
    a,
    [
      { y: 760, amp: 34, len: 520, phase: 0.6, amp2: 0.35, top: c.sage2, base: c.sage3 },
      { y: 850, amp: 24, len: 640, phase: 2.2, amp2: 0.35, top: c.sand2, base: c.sand3 },
      { y: 940, amp: 16, len: 800, phase: 3.9, amp2: 0.3, top: c.sage3, base: c.sage4 },
      { y: 1030, amp: 10, len: 1000, phase: 5.1, amp2: 0.3, top: c.sage4, base: c.sage5 },
      { y: 1115, amp: 5, len: 1300, phase: 1.4, amp2: 0.2, top: c.sage5, base: c.primary },
    ],
    paper,
  );
  return a;
}

/* ---------------------------------------------------------------- about (1200x1500) */

function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${fill}"${extra}/>`;
}

/** A pointed leaf from a base point, at an angle (degrees, 0 = straight up). */
function leaf(
  bx: number,
  by: number,
  length: number,
  width: number,
  angle: number,
  fill: string,
  vein: string,
): string {
  const d = `M0 0Q${r1(width)} ${r1(-length * 0.45)} 0 ${r1(-length)}Q${r1(-width)} ${r1(-length * 0.45)} 0 0Z`;
  return (
    `<g transform="translate(${r1(bx)} ${r1(by)}) rotate(${r1(angle)})">` +
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="M0 -6Q${r1(width * 0.12)} ${r1(-length * 0.5)} 0 ${r1(-length * 0.9)}" fill="none" stroke="${vein}" stroke-opacity="0.45" stroke-width="2.5" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** A quiet therapy room: arched window with soft daylight, armchair, floor lamp and a plant. */
function about(): Art {
  const a = art(1200, 1500);
  const floorY = 1060;
  const soft = blurFilter(a, 14);
  const shadowBlur = blurFilter(a, 18);

  // wall and floor
  sky(a, [
    [0, '#f7f1e7'],
    [0.7, c.sand],
    [1, c.sand],
  ]);
  a.body.push(
    `<rect y="${floorY}" width="1200" height="${1500 - floorY}" fill="${linear(a, [
      [0, c.sand3],
      [1, '#d9c19c'],
    ])}"/>`,
    `<rect y="${floorY - 14}" width="1200" height="16" fill="#efe5d4"/>`,
    `<rect y="${floorY}" width="1200" height="3" fill="${c.sand4}" opacity="0.5"/>`,
  );

  // daylight through the window, falling across the wall and floor
  a.body.push(
    `<path d="M130 160L570 160L640 ${floorY}L110 ${floorY}Z" fill="#fffaf0" opacity="0.45" filter="${blurFilter(a, 60)}"/>`,
  );

  // the window: an arch with a soft landscape beyond
  const wx = 150;
  const wy = 170;
  const ww = 400;
  const wh = 600;
  const archR = ww / 2;
  const arch = (inset: number): string => {
    const x0 = wx + inset;
    const x1 = wx + ww - inset;
    const r = archR - inset;
    const top = wy + archR;
    return `M${x0} ${wy + wh - inset}L${x0} ${top}A${r} ${r} 0 0 1 ${x1} ${top}L${x1} ${wy + wh - inset}Z`;
  };
  a.body.push(`<path d="${arch(-6)}" fill="${c.ink}" opacity="0.1" filter="${soft}"/>`);
  a.body.push(`<path d="${arch(0)}" fill="#fffdf8"/>`);
  const view = uid(a, 'cp');
  a.defs.push(`<clipPath id="${view}"><path d="${arch(22)}"/></clipPath>`);
  a.body.push(`<g clip-path="url(#${view})">`);
  a.body.push(
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${linear(a, [
      [0, c.sky2],
      [0.55, c.sky0],
      [1, '#fbf1df'],
    ])}"/>`,
  );
  orb(a, 445, 420, 40, { core: '#fffaf0', edge: '#f9efdc', halo: '#ffffff', haloOpacity: 0.9 });
  const hillsIn: [number, number, number, string][] = [
    [560, 16, 0.4, c.sage2],
    [610, 20, 2.2, c.sage3],
    [670, 18, 4.0, c.sage4],
    [730, 14, 1.3, c.sage5],
  ];
  for (const [y, amp, phase, col] of hillsIn) {
    const pts = wave(a, { y, amp, len: 380, phase, x0: wx - 10, x1: wx + ww + 10, steps: 14 });
    band(a, pts, { fill: col, rim: 0.4, bottom: wy + wh + 10 });
  }
  a.body.push('</g>');
  // glazing bars and sill
  a.body.push(
    rrect(wx + ww / 2 - 6, wy + 20, 12, wh - 30, 4, '#fffdf8'),
    rrect(wx + 18, wy + 360, ww - 36, 12, 4, '#fffdf8'),
    `<path d="${arch(22)}" fill="none" stroke="${c.line}" stroke-width="3"/>`,
    rrect(wx - 34, wy + wh - 4, ww + 68, 26, 8, '#fbf6ee'),
    rrect(wx - 34, wy + wh + 20, ww + 68, 6, 3, c.line, ' opacity="0.8"'),
  );

  // a small round print on the wall, in the same style as the rest of the site
  const fx = 760;
  const fy = 300;
  a.body.push(
    `<circle cx="${fx}" cy="${fy + 6}" r="104" fill="${c.ink}" opacity="0.14" filter="${blurFilter(a, 10)}"/>`,
    `<circle cx="${fx}" cy="${fy}" r="104" fill="#c9ad86"/>`,
    `<circle cx="${fx}" cy="${fy}" r="92" fill="${c.canvas}"/>`,
  );
  const print = uid(a, 'cp');
  a.defs.push(`<clipPath id="${print}"><circle cx="${fx}" cy="${fy}" r="80"/></clipPath>`);
  a.body.push(`<g clip-path="url(#${print})">`);
  a.body.push(`<rect x="${fx - 80}" y="${fy - 80}" width="160" height="160" fill="${c.sand}"/>`);
  a.body.push(`<circle cx="${fx + 18}" cy="${fy - 14}" r="30" fill="#ecc9b2"/>`);
  const printHills: [number, number, string][] = [
    [fy + 12, 0.5, c.sage3],
    [fy + 38, 2.4, c.sage4],
    [fy + 60, 4.1, c.primary],
  ];
  for (const [y, phase, col] of printHills) {
    band(a, wave(a, { y, amp: 8, len: 150, phase, x0: fx - 90, x1: fx + 90, steps: 10 }), {
      fill: col,
      rim: 0.5,
      bottom: fy + 90,
    });
  }
  a.body.push('</g>');

  // floor lamp, glowing
  const lx = 1030;
  halo(a, lx, 400, 520, '#fbe3b5', 0.85);
  a.body.push(
    `<ellipse cx="${lx}" cy="${floorY + 46}" rx="80" ry="16" fill="${c.ink}" opacity="0.15" filter="${blurFilter(a, 8)}"/>`,
    rrect(lx - 4, 430, 8, floorY + 40 - 430, 4, '#6b5a45'),
    `<ellipse cx="${lx}" cy="${floorY + 40}" rx="62" ry="13" fill="#6b5a45"/>`,
    `<path d="M${lx - 82} 300L${lx + 82} 300L${lx + 118} 455L${lx - 118} 455Z" fill="${linear(a, [
      [0, '#fbf1de'],
      [1, '#f2dcb4'],
    ])}" stroke="#f7e6c6" stroke-width="6" stroke-linejoin="round"/>`,
    `<ellipse cx="${lx}" cy="455" rx="116" ry="14" fill="#fff6e3"/>`,
    `<path d="M${lx - 116} 462L${lx + 116} 462L${lx + 230} 1000L${lx - 230} 1000Z" fill="#fff3da" opacity="0.28" filter="${blurFilter(a, 30)}"/>`,
  );

  // rug and armchair
  a.body.push(
    `<ellipse cx="720" cy="${floorY + 150}" rx="470" ry="92" fill="${linear(a, [
      [0, c.sage1],
      [1, c.sage2],
    ])}"/>`,
    `<ellipse cx="720" cy="${floorY + 150}" rx="430" ry="76" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    `<path d="M250 ${floorY + 60}L560 ${floorY + 60}L760 ${floorY + 330}L330 ${floorY + 330}Z" fill="#fffaf0" opacity="0.5" filter="${blurFilter(a, 10)}"/>`,
    `<path d="M396 ${floorY + 60}L414 ${floorY + 60}L558 ${floorY + 330}L532 ${floorY + 330}Z" fill="${c.sand3}" opacity="0.35" filter="${blurFilter(a, 5)}"/>`,
    `<ellipse cx="760" cy="${floorY + 40}" rx="300" ry="34" fill="${c.ink}" opacity="0.22" filter="${shadowBlur}"/>`,
  );
  const body = linear(a, [
    [0, '#6f9f8b'],
    [1, c.primary],
  ]);
  const bodyDark = linear(a, [
    [0, '#5a8c78'],
    [1, c.primaryStrong],
  ]);
  const cushion = linear(a, [
    [0, '#8fb8a5'],
    [1, '#6f9f8b'],
  ]);
  const leg = '#7a634a';
  a.body.push(
    // legs
    `<path d="M565 ${floorY - 10}L590 ${floorY - 10}L582 ${floorY + 40}L572 ${floorY + 40}Z" fill="${leg}"/>`,
    `<path d="M930 ${floorY - 10}L955 ${floorY - 10}L948 ${floorY + 40}L938 ${floorY + 40}Z" fill="${leg}"/>`,
    // back
    `<path d="M590 900L590 640Q590 540 690 530L830 530Q930 540 930 640L930 900Z" fill="${bodyDark}"/>`,
    `<path d="M612 880L612 648Q612 562 700 554L820 554Q908 562 908 648L908 880Z" fill="${body}" opacity="0.9"/>`,
    // seat base and cushion
    rrect(540, 880, 440, 150, 40, bodyDark),
    `<rect x="600" y="852" width="320" height="84" rx="34" fill="${c.ink}" opacity="0.25" filter="${blurFilter(a, 8)}"/>`,
    rrect(600, 838, 320, 88, 40, cushion),
    `<path d="M640 850Q760 838 880 850" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="510" y="780" width="140" height="250" rx="56" fill="${c.ink}" opacity="0.2" filter="${blurFilter(a, 10)}"/>`,
    `<rect x="870" y="780" width="140" height="250" rx="56" fill="${c.ink}" opacity="0.2" filter="${blurFilter(a, 10)}"/>`,
    // arms
    rrect(520, 770, 120, 250, 56, body),
    rrect(880, 770, 120, 250, 56, body),
    `<path d="M540 800Q580 770 620 800" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M900 800Q940 770 980 800" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" stroke-linecap="round"/>`,
  );
  // a cushion leaning on the back, in the accent colour
  const pillow = 'M-92 -70Q0 -58 92 -70Q80 0 92 70Q0 58 -92 70Q-80 0 -92 -70Z';
  const pillowFill = linear(a, [
    [0, '#ebbfa8'],
    [1, c.terracotta],
  ]);
  a.body.push(
    `<path d="${pillow}" transform="translate(766 776) rotate(-7)" fill="${c.ink}" opacity="0.16" filter="${blurFilter(a, 9)}" stroke-linejoin="round"/>`,
    `<path d="${pillow}" transform="translate(760 764) rotate(-7)" fill="${pillowFill}" stroke="${pillowFill}" stroke-width="18" stroke-linejoin="round"/>`,
    `<path d="M-70 -52Q0 -44 70 -52" transform="translate(760 764) rotate(-7)" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="4" stroke-linecap="round"/>`,
  );

  // plant in a terracotta pot
  const px = 330;
  const potTop = 900;
  a.body.push(
    `<ellipse cx="${px}" cy="${floorY + 42}" rx="110" ry="18" fill="${c.ink}" opacity="0.18" filter="${blurFilter(a, 8)}"/>`,
  );
  const leaves: [number, number, number, string][] = [
    [-58, 250, 70, c.sage4],
    [-34, 330, 84, c.sage5],
    [-12, 380, 90, c.primary],
    [8, 400, 92, c.sage5],
    [28, 350, 86, c.primary],
    [50, 290, 78, c.sage4],
    [70, 220, 64, c.sage5],
    [-80, 190, 60, c.sage5],
  ];
  a.body.push(leaves.map(([ang, len, wid, fill]) => leaf(px, potTop + 10, len, wid, ang, fill, '#ffffff')).join(''));
  a.body.push(
    `<path d="M${px - 92} ${potTop}L${px + 92} ${potTop}L${px + 72} ${floorY + 40}Q${px} ${floorY + 52} ${px - 72} ${floorY + 40}Z" fill="${linear(
      a,
      [
        [0, '#d49378'],
        [1, '#b06a4f'],
      ],
    )}"/>`,
    rrect(px - 100, potTop - 12, 200, 34, 12, '#dba189'),
  );
  return a;
}

const pages: [string, () => Art][] = [
  ['hero', hero],
  ['about', about],
];

/* ---------------------------------------------------------------- output */

async function render(name: string, a: Art): Promise<void> {
  const file = path.join(outDir, `${name}.png`);
  const png = await sharp(Buffer.from(svg(a)), { density: 72 })
    .png({ compressionLevel: 9, effort: 10, palette: true, colours: 256, dither: 0.9 })
    .toBuffer();
  await writeFile(file, png);
  console.log(`${name}.png  ${a.w}x${a.h}  ${(png.length / 1024).toFixed(0)} KB`);
}

await mkdir(outDir, { recursive: true });
const only = process.argv.slice(2);
for (const [name, make] of [...covers, ...pages]) {
  if (only.length && !only.includes(name)) continue;
  await render(name, make());
}
