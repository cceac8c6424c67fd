/**
 * One palette per gallery category (and per region or crew scene), so a visitor can tell the kind of work
 * apart at a glance, while every palette uses the same roles and the same lightness steps: that is what
 * keeps ~150 different pictures one family.
 */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  /** Distant skyline and hills. */
  far: string;
  /** The subject's darkest colour: framing, facades, roofs. */
  main: string;
  /** The subject's second colour. */
  mid: string;
  /** Glass, highlights, paper. */
  light: string;
  /** Signs, awnings, cranes, vests: the category's signal colour. */
  accent: string;
  ground: string;
  /** Title plate and fine lines. */
  ink: string;
}

export const palettes = {
  Retail: {
    skyTop: '#f2cdb8',
    skyBottom: '#fcefe6',
    far: '#e2b39c',
    main: '#8f3a24',
    mid: '#c7694a',
    light: '#fff7f0',
    accent: '#e9a23b',
    ground: '#5b3a2e',
    ink: '#35190f',
  },
  Commercial: {
    skyTop: '#b3cde6',
    skyBottom: '#eaf2f9',
    far: '#98b5d0',
    main: '#0b4f8a',
    mid: '#4a82b4',
    light: '#f4f9fd',
    accent: '#f2b632',
    ground: '#25313d',
    ink: '#0d2236',
  },
  'Stick Frame': {
    skyTop: '#f1dcb4',
    skyBottom: '#fbf5ea',
    far: '#e3c99b',
    main: '#9a6226',
    mid: '#d9a066',
    light: '#fffaf1',
    accent: '#0b4f8a',
    ground: '#6b5236',
    ink: '#3b2410',
  },
  'Panelized Kit Framing': {
    skyTop: '#bfe0db',
    skyBottom: '#eef8f6',
    far: '#9fcbc4',
    main: '#1f6f6a',
    mid: '#4fa39b',
    light: '#f3fbfa',
    accent: '#e9a23b',
    ground: '#2d3e3c',
    ink: '#0f2e2b',
  },
  Foundations: {
    skyTop: '#d3d9df',
    skyBottom: '#f2f4f6',
    far: '#b9c1c9',
    main: '#55606b',
    mid: '#98a3ae',
    light: '#f7f9fa',
    accent: '#c4562b',
    ground: '#6e5238',
    ink: '#1e262e',
  },
  Residential: {
    skyTop: '#cfe3c9',
    skyBottom: '#f1f7ee',
    far: '#a9c7a1',
    main: '#3f6b45',
    mid: '#86a97f',
    light: '#fbfdf9',
    accent: '#b5532f',
    ground: '#4e6b3a',
    ink: '#1c3220',
  },
  Driveways: {
    skyTop: '#d3d0e4',
    skyBottom: '#f3f2f8',
    far: '#b5b1cf',
    main: '#4b4763',
    mid: '#8e89aa',
    light: '#fafaff',
    accent: '#e0a43a',
    ground: '#5f7a4c',
    ink: '#24213a',
  },
  Interior: {
    skyTop: '#eadcc8',
    skyBottom: '#faf5ee',
    far: '#d9c4a6',
    main: '#6b4f3a',
    mid: '#c49c72',
    light: '#fffdf9',
    accent: '#2f7f86',
    ground: '#a87b52',
    ink: '#33241a',
  },
  'Hospitality ReBrand': {
    skyTop: '#e6c9d8',
    skyBottom: '#f8eef3',
    far: '#d3a9bf',
    main: '#6d2350',
    mid: '#a8577f',
    light: '#fff8fb',
    accent: '#e8b04a',
    ground: '#3b2233',
    ink: '#2e0f22',
  },
  Framing: {
    skyTop: '#f5dc9c',
    skyBottom: '#fdf6e3',
    far: '#e8c87c',
    main: '#8a5a00',
    mid: '#d39b2a',
    light: '#fffbef',
    accent: '#0b4f8a',
    ground: '#5c4a2a',
    ink: '#3a2700',
  },
  Emergency: {
    skyTop: '#4f5964',
    skyBottom: '#a3adb8',
    far: '#3e4751',
    main: '#27303a',
    mid: '#56626f',
    light: '#e9eef2',
    accent: '#d6402c',
    ground: '#1f262e',
    ink: '#11161b',
  },
  Panelized: {
    skyTop: '#c9cdef',
    skyBottom: '#eff0fb',
    far: '#a9afe0',
    main: '#2e3a87',
    mid: '#6470c2',
    light: '#f8f8ff',
    accent: '#f08a3c',
    ground: '#262b4a',
    ink: '#151a44',
  },
  Hawaii: {
    skyTop: '#a9dcec',
    skyBottom: '#eef9fb',
    far: '#7fbf9a',
    main: '#1d6a70',
    mid: '#5fae8f',
    light: '#f6fcfd',
    accent: '#f2994a',
    ground: '#3f6f3f',
    ink: '#0d3338',
  },
  California: {
    skyTop: '#f6d48f',
    skyBottom: '#fdf5df',
    far: '#e4bf7a',
    main: '#a0522d',
    mid: '#d9904f',
    light: '#fffaf0',
    accent: '#0b4f8a',
    ground: '#7a6a3c',
    ink: '#3d2010',
  },
  Oregon: {
    skyTop: '#c4d9d1',
    skyBottom: '#eef5f2',
    far: '#6f9a7f',
    main: '#2f4f3a',
    mid: '#5d8a68',
    light: '#f6faf8',
    accent: '#c7782f',
    ground: '#34503a',
    ink: '#13261a',
  },
  Crew: {
    skyTop: '#c9dbea',
    skyBottom: '#f1f6fa',
    far: '#a8bfd3',
    main: '#25313d',
    mid: '#5b6b7b',
    light: '#f7fafc',
    accent: '#f26b1d',
    ground: '#3b4652',
    ink: '#14202b',
  },
} as const satisfies Record<string, Palette>;

export type Tone = keyof typeof palettes;
