/** Art and title themes: a palette for the tile, an emblem shape, and words for titles. */
export const THEME_IDS = [
  'fruit',
  'egypt',
  'space',
  'pirates',
  'dragons',
  'gems',
  'west',
  'ocean',
  'candy',
  'vikings',
  'myth',
  'neon',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface Theme {
  /** Gradient top, gradient bottom, emblem fill, accent (text glow / outline). */
  palette: readonly [string, string, string, string];
  /** Title words: one from each list ("Cherry" + "Frenzy"). */
  first: readonly string[];
  second: readonly string[];
  /** A word for table and crash titles ("Pharaoh Roulette", "Comet Crash"). */
  noun: readonly string[];
}

export const THEMES: Record<ThemeId, Theme> = {
  fruit: {
    palette: ['#ff5f6d', '#5b0e2d', '#ffd166', '#fff3b0'],
    first: ['Cherry', 'Melon', 'Lemon', 'Citrus', 'Berry', 'Plum', 'Mango', 'Orchard'],
    second: ['Blast', 'Fiesta', 'Stack', 'Frenzy', 'Burst', 'Party', 'Twist', 'Harvest'],
    noun: ['Fruit', 'Cherry', 'Orchard'],
  },
  egypt: {
    palette: ['#f4b942', '#3b2205', '#ffe08a', '#fff1c1'],
    first: ['Pharaoh', 'Sphinx', 'Scarab', 'Anubis', 'Nile', 'Cleo', 'Obelisk', 'Desert'],
    second: ['Riches', 'Secrets', 'Tomb', 'Legacy', 'Sands', 'Gold', 'Dynasty', 'Curse'],
    noun: ['Pharaoh', 'Sphinx', 'Nile'],
  },
  space: {
    palette: ['#5f72ff', '#0b0f3a', '#9ad0ff', '#e0f0ff'],
    first: ['Nebula', 'Comet', 'Galaxy', 'Rocket', 'Orbit', 'Stellar', 'Quasar', 'Lunar'],
    second: ['Quest', 'Voyage', 'Rush', 'Drift', 'Odyssey', 'Storm', 'Frontier', 'Pulse'],
    noun: ['Comet', 'Rocket', 'Orbit'],
  },
  pirates: {
    palette: ['#c0392b', '#1c0f0a', '#f5d76e', '#ffe7a3'],
    first: ['Corsair', 'Buccaneer', 'Kraken', 'Jolly', 'Captain', 'Parrot', 'Cutlass', 'Skull'],
    second: ['Bounty', 'Plunder', 'Cove', 'Treasure', 'Raid', 'Fleet', 'Chest', 'Tides'],
    noun: ['Corsair', 'Kraken', 'Buccaneer'],
  },
  dragons: {
    palette: ['#e4572e', '#2a0708', '#ffb347', '#ffd9a0'],
    first: ['Dragon', 'Wyrm', 'Ember', 'Drake', 'Inferno', 'Scale', 'Flame', 'Jade'],
    second: ['Hoard', 'Fury', 'Lair', 'Blaze', 'Wings', 'Throne', 'Roar', 'Pearl'],
    noun: ['Dragon', 'Drake', 'Ember'],
  },
  gems: {
    palette: ['#2ec4b6', '#06243a', '#c77dff', '#e0c3fc'],
    first: ['Diamond', 'Ruby', 'Emerald', 'Sapphire', 'Crystal', 'Opal', 'Amethyst', 'Topaz'],
    second: ['Mine', 'Spark', 'Vault', 'Cascade', 'Shine', 'Cluster', 'Crown', 'Prism'],
    noun: ['Diamond', 'Crystal', 'Ruby'],
  },
  west: {
    palette: ['#d98e04', '#2b1a0b', '#f2cc8f', '#fbe7c6'],
    first: ['Outlaw', 'Sheriff', 'Canyon', 'Mustang', 'Frontier', 'Dusty', 'Bandit', 'Saloon'],
    second: ['Showdown', 'Gulch', 'Bounty', 'Trail', 'Rodeo', 'Gold Rush', 'Draw', 'Wanted'],
    noun: ['Saloon', 'Sheriff', 'Canyon'],
  },
  ocean: {
    palette: ['#00b4d8', '#03045e', '#90e0ef', '#caf0f8'],
    first: ['Coral', 'Mermaid', 'Pearl', 'Tidal', 'Reef', 'Abyss', 'Dolphin', 'Lagoon'],
    second: ['Dreams', 'Depths', 'Wave', 'Kingdom', 'Splash', 'Lights', 'Song', 'Current'],
    noun: ['Reef', 'Pearl', 'Lagoon'],
  },
  candy: {
    palette: ['#ff8fab', '#4a1242', '#ffc2d1', '#fff0f5'],
    first: ['Sugar', 'Candy', 'Lollipop', 'Gummy', 'Caramel', 'Toffee', 'Sprinkle', 'Cupcake'],
    second: ['Rush', 'Land', 'Pop', 'Swirl', 'Crush', 'Factory', 'Treats', 'Drops'],
    noun: ['Candy', 'Sugar', 'Gummy'],
  },
  vikings: {
    palette: ['#6c8ebf', '#10161f', '#dfe7f2', '#f5f8fc'],
    first: ['Viking', 'Valkyrie', 'Fjord', 'Rune', 'Longship', 'Berserker', 'Frost', 'Shield'],
    second: ['Saga', 'Raiders', 'Glory', 'Clash', 'Conquest', 'Hall', 'Storm', 'Oath'],
    noun: ['Viking', 'Rune', 'Fjord'],
  },
  myth: {
    palette: ['#b5838d', '#1d1330', '#ffd6a5', '#fff4e0'],
    first: ['Olympus', 'Titan', 'Oracle', 'Medusa', 'Pegasus', 'Phoenix', 'Minotaur', 'Athena'],
    second: ['Rising', 'Wrath', 'Temple', 'Legends', 'Gates', 'Bolts', 'Ascent', 'Fortune'],
    noun: ['Olympus', 'Oracle', 'Titan'],
  },
  neon: {
    palette: ['#f72585', '#10002b', '#4cc9f0', '#e0fbfc'],
    first: ['Neon', 'Cyber', 'Synth', 'Pixel', 'Laser', 'Retro', 'Glitch', 'Turbo'],
    second: ['Nights', 'Drive', 'Hits', 'Arcade', 'Grid', 'Wave', 'City', 'Beats'],
    noun: ['Neon', 'Laser', 'Synth'],
  },
};
