import type { GuideDifficulty, GuideSectionType } from "../../shared/guides-limits";

/**
 * The guides a new site starts with (our own text). Ids are fixed: /guides/1, /guides/2 and
 * /guides/7 must keep showing the same guides (tests open them), so those three must exist.
 */
export interface DemoGuide {
  id: number;
  gameSlug: string;
  title: string;
  description: string;
  difficulty: GuideDifficulty;
  readTime: number;
  author: string;
  daysAgo: number;
  thumbnail: string;
  tags: string[];
  sections: { title: string; type: GuideSectionType; content: string }[];
  nexusModsLinks: { name: string; url: string; description: string }[];
  tips: string[];
  tricks: string[];
  /** Seeded ratings (sum over count) and views, so a new site's guides look read. */
  ratings: number[];
  views: number;
}

const art = (slug: string) => `/images/games/art/${slug}.webp`;

export const DEMO_GUIDES: readonly DemoGuide[] = [
  {
    id: 1,
    gameSlug: "gta",
    title: "GTA V Modding for Beginners: Install Your First Mods Safely",
    description:
      "Everything you need before your first mod: backups, the script hook, a mod manager and three mods that are worth installing on day one.",
    difficulty: "Beginner",
    readTime: 12,
    author: "Maya Chen",
    daysAgo: 21,
    thumbnail: art("gta"),
    tags: ["GTA V", "Modding", "Single Player", "PC"],
    sections: [
      {
        title: "Before you start: back up the game",
        type: "text",
        content:
          "Mods change game files, and a bad install can stop the game from starting. Copy your whole game folder to a second drive first, and keep that copy untouched. Mods are for story mode only: never start GTA Online with mods installed.",
      },
      {
        title: "The two files every script mod needs",
        type: "mods",
        content:
          "Most script mods need Script Hook V and a .NET script loader. Install them first, start the game once to check it still launches, and only then add other mods one at a time.",
      },
      {
        title: "Keep your install tidy",
        type: "tips",
        content:
          "Use a mods folder (OpenIV creates one) instead of editing the original archives. If the game breaks after an update, empty the mods folder and wait for the script hook to catch up.",
      },
    ],
    nexusModsLinks: [
      {
        name: "Script Hook V .NET",
        url: "https://www.nexusmods.com/gta5/mods/1",
        description: "Loads the .NET scripts that most gameplay mods are written with.",
      },
      {
        name: "Simple Trainer",
        url: "https://www.nexusmods.com/gta5/mods/2",
        description:
          "A menu for weather, time, vehicles and teleports: handy for testing other mods.",
      },
      {
        name: "Realistic Driving",
        url: "https://www.nexusmods.com/gta5/mods/3",
        description: "Heavier cars with better grip and braking; a good first gameplay mod.",
      },
    ],
    tips: [
      "Install one mod at a time and start the game after each one.",
      "Read a mod's requirements list before downloading it.",
      "Disable automatic game updates while you play modded.",
    ],
    tricks: [
      "Keep a second, clean copy of the game to play online without uninstalling anything.",
      "Bind the trainer menu to a key you never use in driving.",
    ],
    ratings: [5, 5, 4, 5, 4, 5, 4, 5],
    views: 15420,
  },
  {
    id: 2,
    gameSlug: "fivem",
    title: "FiveM Roleplay: Your First Week on a Serious RP Server",
    description:
      "How to pick a server, build a character people remember and avoid the mistakes that get new roleplayers kicked in their first hour.",
    difficulty: "Intermediate",
    readTime: 15,
    author: "Jordan Blake",
    daysAgo: 14,
    thumbnail: art("fivem"),
    tags: ["FiveM", "Roleplay", "Community", "Multiplayer"],
    sections: [
      {
        title: "Choosing a server",
        type: "text",
        content:
          "Read the rules page and the whitelist process before you join. Serious servers ask for a short character story; casual ones let you in at once. Pick one whose play times match yours.",
      },
      {
        title: "Rules you must know",
        type: "tips",
        content:
          "Stay in character, value your life (act scared when threatened), and never use what you saw on a stream (metagaming). Breaking these gets new players removed faster than anything else.",
      },
      {
        title: "Client settings that help",
        type: "mods",
        content:
          "Lower the draw distance on busy servers, bind push-to-talk to a mouse button and install the server's recommended graphics pack if it has one.",
      },
      {
        title: "Growing your character",
        type: "tricks",
        content:
          "Give your character a job, a flaw and a goal. Legal jobs are the easiest way to meet people; stories come from the people you meet, not from the money you make.",
      },
    ],
    nexusModsLinks: [
      {
        name: "Clear Voice Radio Pack",
        url: "https://www.nexusmods.com/gta5/mods/4",
        description: "Cleaner radio sounds for servers that allow client-side audio packs.",
      },
    ],
    tips: [
      "Spend your first hour watching how other players speak and act.",
      "Write your character's backstory down; you will be asked about it.",
      "Join the server's Discord and read the announcements channel.",
    ],
    tricks: [
      "Ask a police officer for directions in character: it is the quickest way into a scene.",
      "Keep a notebook of names and favours owed.",
    ],
    ratings: [5, 4, 4, 5, 4, 4],
    views: 9870,
  },
  {
    id: 3,
    gameSlug: "fortnite",
    title: "Fortnite Building Basics: From Panic Walls to Clean Edits",
    description:
      "The four builds that win early fights, how to practise them in creative mode and the keybinds that make them fast.",
    difficulty: "Beginner",
    readTime: 9,
    author: "Sam Rivera",
    daysAgo: 30,
    thumbnail: art("fortnite"),
    tags: ["Fortnite", "Building", "Battle Royale"],
    sections: [
      {
        title: "Why building matters",
        type: "text",
        content:
          "A wall placed in time blocks damage you would otherwise take. Learn walls, ramps, floors and cones before anything fancy.",
      },
      {
        title: "Practise routine",
        type: "tips",
        content:
          "Ten minutes a day in a creative warm-up map does more than hours of matches. Repeat the same drill until it is automatic.",
      },
      {
        title: "Edits that win fights",
        type: "tricks",
        content:
          "Open a window in your wall, take the shot, close it. Then try a door edit to push through.",
      },
    ],
    nexusModsLinks: [],
    tips: [
      "Bind builds to keys next to your movement keys.",
      "Turn on turbo building.",
      "Always carry at least 300 wood mid-game.",
    ],
    tricks: [
      "Ramp plus wall when you push uphill.",
      "Cone over an enemy's ramp to stop their push.",
    ],
    ratings: [4, 4, 5, 3, 4],
    views: 21340,
  },
  {
    id: 4,
    gameSlug: "red-dead-redemption",
    title: "Red Dead Redemption 2: Legendary Animals Without the Frustration",
    description:
      "Where to find each legendary animal, what to bring and how to keep the pelt perfect.",
    difficulty: "Intermediate",
    readTime: 14,
    author: "Maya Chen",
    daysAgo: 45,
    thumbnail: art("red-dead-redemption"),
    tags: ["Red Dead Redemption 2", "Hunting", "Story Mode"],
    sections: [
      {
        title: "Prepare the right gear",
        type: "text",
        content:
          "Bring a high-calibre rifle, improved arrows and cover scent lotion. A horse with good bonding stays calm when the animal charges.",
      },
      {
        title: "Tracking",
        type: "tips",
        content:
          "Use Eagle Eye on the clues, move slowly down-wind and use the study action before you shoot.",
      },
      {
        title: "A clean kill",
        type: "tricks",
        content:
          "A head or heart shot with the right weapon keeps the pelt perfect; a second shot lowers its quality.",
      },
    ],
    nexusModsLinks: [
      {
        name: "Hunting Map Markers",
        url: "https://www.nexusmods.com/reddeadredemption2/mods/1",
        description: "Marks legendary animal areas on the map once discovered.",
      },
    ],
    tips: ["Save before each hunt.", "Check the wind direction on your mini-map."],
    tricks: [
      "Bait attracts predators at night; come back at dawn.",
      "Dead Eye slows the charge of a bear.",
    ],
    ratings: [5, 5, 4, 5],
    views: 8750,
  },
  {
    id: 5,
    gameSlug: "rust",
    title: "Rust: A Solo Player's First Base That Survives the Night",
    description:
      "A cheap, compact base design, where to put it and how to protect your loot as a solo player.",
    difficulty: "Intermediate",
    readTime: 11,
    author: "Alex Novak",
    daysAgo: 9,
    thumbnail: art("rust"),
    tags: ["Rust", "Base Building", "Survival", "Solo"],
    sections: [
      {
        title: "Pick a quiet spot",
        type: "text",
        content:
          "Stay away from monuments and roads; build near a small river with trees and stone within reach.",
      },
      {
        title: "The 2x1 starter",
        type: "tips",
        content:
          "Two foundations, stone walls, a sheet metal door with an airlock. Upgrade to stone before you log out.",
      },
      {
        title: "Hiding loot",
        type: "tricks",
        content:
          "Spread loot over several small boxes and keep a stash under the floor near your sleeping bag.",
      },
    ],
    nexusModsLinks: [],
    tips: ["Place a tool cupboard first.", "Keep a spare sleeping bag nearby."],
    tricks: ["Honeycomb your walls when you have spare stone.", "Log out inside a locked room."],
    ratings: [4, 3, 4, 4, 5],
    views: 6420,
  },
  {
    id: 6,
    gameSlug: "star-citizen",
    title: "Star Citizen: Making Your First Credits with Box Missions",
    description:
      "How to accept delivery contracts, plan routes between stations and avoid the common losses.",
    difficulty: "Beginner",
    readTime: 10,
    author: "Priya Shah",
    daysAgo: 6,
    thumbnail: art("star-citizen"),
    tags: ["Star Citizen", "Trading", "Beginner"],
    sections: [
      {
        title: "Accepting a contract",
        type: "text",
        content:
          "Open the contracts app on your mobiGlas, pick a local delivery and read the pickup and drop-off locations.",
      },
      {
        title: "Route planning",
        type: "tips",
        content:
          "Chain two or three deliveries that share a planet to save quantum fuel and travel time.",
      },
      {
        title: "Common losses",
        type: "tricks",
        content:
          "Store your ship before you log out and never leave cargo in a ship parked at an outpost.",
      },
    ],
    nexusModsLinks: [],
    tips: ["Carry a spare medpen.", "Mark your hangar's pad number."],
    tricks: ["Pick up several boxes at once; the timer starts on pickup."],
    ratings: [4, 4, 4],
    views: 3980,
  },
  {
    id: 7,
    gameSlug: "gta",
    title: "Advanced GTA V Modding: Custom Vehicles, Maps and Performance",
    description:
      "Go beyond script mods: add-on vehicles, map expansions and the settings that keep a heavily modded game running smoothly.",
    difficulty: "Advanced",
    readTime: 22,
    author: "Alex Novak",
    daysAgo: 3,
    thumbnail: art("gta"),
    tags: ["GTA V", "Modding", "Vehicles", "Performance"],
    sections: [
      {
        title: "Add-on versus replace",
        type: "text",
        content:
          "Replace mods overwrite a vehicle the game already has; add-on mods add a new one. Add-ons are safer and survive game updates, but they need a vehicle spawner and a correct dlclist entry.",
      },
      {
        title: "The tools of a serious install",
        type: "mods",
        content:
          "OpenIV edits the game's archives inside a mods folder, a heap adjuster gives the game more memory for add-ons, and a packfile limit adjuster lets it load more of them.",
      },
      {
        title: "Keeping performance up",
        type: "tips",
        content:
          "High-poly vehicles and 4K textures cost memory. Test new content in a quiet part of the map, watch the frame time, and remove what costs more than it adds.",
      },
      {
        title: "Diagnosing crashes",
        type: "tricks",
        content:
          "Read the script hook's log after a crash: the last loaded file is usually the culprit. Remove half of your recent mods, test, and repeat until the crash is gone.",
      },
    ],
    nexusModsLinks: [
      {
        name: "Heap Limit Adjuster",
        url: "https://www.nexusmods.com/gta5/mods/5",
        description: "Raises the game's memory heap so many add-on vehicles can load.",
      },
      {
        name: "Packfile Limit Adjuster",
        url: "https://www.nexusmods.com/gta5/mods/6",
        description: "Lets the game load more add-on archives than it allows by default.",
      },
      {
        name: "Vehicle Spawner Menu",
        url: "https://www.nexusmods.com/gta5/mods/7",
        description: "Spawns add-on vehicles by name, with their liveries and tuning.",
      },
    ],
    tips: [
      "Keep a text file listing every mod you installed and where.",
      "Update the script hook before anything else after a game update.",
      "Use add-on versions of vehicles whenever one exists.",
    ],
    tricks: [
      "Split your mods into profiles and switch folders to test new content.",
      "Lower extended distance scaling first when frames drop in the city.",
    ],
    ratings: [5, 5, 5, 4, 5, 5, 4],
    views: 12760,
  },
  {
    id: 8,
    gameSlug: "call-of-duty",
    title: "Call of Duty: Audio Settings That Let You Hear Every Footstep",
    description:
      "The audio mix, headphone settings and in-game habits that turn sound into information.",
    difficulty: "Beginner",
    readTime: 7,
    author: "Sam Rivera",
    daysAgo: 18,
    thumbnail: art("call-of-duty"),
    tags: ["Call of Duty", "Settings", "FPS"],
    sections: [
      {
        title: "Pick the right mix",
        type: "text",
        content:
          "Choose the headphones mix and turn music down; effects and footsteps should be the loudest sounds you hear.",
      },
      {
        title: "Headphone setup",
        type: "tips",
        content:
          "Turn off virtual surround on your headset if the game has its own; two layers of spatial audio blur directions.",
      },
      {
        title: "Play with sound",
        type: "tricks",
        content: "Stop moving for a second before a corner; your own footsteps hide theirs.",
      },
    ],
    nexusModsLinks: [],
    tips: [
      "Mute voice chat of players who play music.",
      "Keep the master volume moderate to protect your ears.",
    ],
    tricks: ["Crouch-walk near objectives to stay quiet."],
    ratings: [4, 5, 4, 4],
    views: 11200,
  },
  {
    id: 9,
    gameSlug: "redm",
    title: "RedM Roleplay: Living as a Frontier Lawman",
    description: "How the sheriff's office works on most RedM servers, from patrols to paperwork.",
    difficulty: "Intermediate",
    readTime: 13,
    author: "Jordan Blake",
    daysAgo: 26,
    thumbnail: art("redm"),
    tags: ["RedM", "Roleplay", "Western"],
    sections: [
      {
        title: "Joining the law",
        type: "text",
        content:
          "Most servers ask you to apply on their forum with a character story and a few hours of play.",
      },
      {
        title: "On patrol",
        type: "tips",
        content:
          "Ride in pairs, carry rope and keep your horse close; towns are quiet until they are not.",
      },
      {
        title: "Good scenes",
        type: "tricks",
        content:
          "A warning and a fine often make a better story than an arrest; give outlaws a reason to come back.",
      },
    ],
    nexusModsLinks: [],
    tips: ["Learn the server's radio channels.", "Keep wanted posters up to date."],
    tricks: ["Set up a checkpoint on the bridge out of town."],
    ratings: [4, 4, 5],
    views: 2890,
  },
  {
    id: 10,
    gameSlug: "minecraft",
    title: "Minecraft Redstone Basics: Doors, Lights and Your First Farm",
    description:
      "Signals, repeaters and comparators explained with three small builds you will actually use.",
    difficulty: "Beginner",
    readTime: 10,
    author: "Priya Shah",
    daysAgo: 35,
    thumbnail: art("minecraft"),
    tags: ["Minecraft", "Redstone", "Building"],
    sections: [
      {
        title: "How a signal travels",
        type: "text",
        content:
          "Redstone dust carries a signal 15 blocks; a repeater refreshes it and adds a short delay.",
      },
      {
        title: "A hidden door",
        type: "tips",
        content: "Two sticky pistons and a lever behind a painting make the simplest secret door.",
      },
      {
        title: "An automatic farm",
        type: "tricks",
        content:
          "An observer watching a sugar cane block triggers a piston the moment the cane grows.",
      },
    ],
    nexusModsLinks: [],
    tips: [
      "Build redstone in creative first, then copy it in survival.",
      "Label your wires with signs.",
    ],
    tricks: ["Use a comparator to read how full a chest is."],
    ratings: [5, 4, 5, 5],
    views: 18650,
  },
  {
    id: 11,
    gameSlug: "counter-strike-2",
    title: "Counter-Strike 2: Five Smokes Every Player Should Know on Mirage",
    description:
      "Line-ups for the smokes that take site control, with where to stand and when to throw.",
    difficulty: "Advanced",
    readTime: 16,
    author: "Alex Novak",
    daysAgo: 11,
    thumbnail: art("counter-strike-2"),
    tags: ["Counter-Strike 2", "Utility", "Tactics", "Esports"],
    sections: [
      {
        title: "Why fixed line-ups",
        type: "text",
        content: "A smoke that lands in the same spot every time lets your team plan around it.",
      },
      {
        title: "Practise offline",
        type: "tips",
        content: "Use a private server with infinite money and grenade trajectories visible.",
      },
      {
        title: "Timing",
        type: "tricks",
        content:
          "Throw the window smoke with the jump-throw bind so it lands before the defenders rotate.",
      },
    ],
    nexusModsLinks: [],
    tips: ["Bind jump-throw.", "Learn one side's smokes before the other."],
    tricks: ["Fake a smoke line-up with sound to draw a rotation."],
    ratings: [5, 4, 5],
    views: 7340,
  },
  {
    id: 12,
    gameSlug: "valorant",
    title: "Valorant Aim Routine: Fifteen Minutes Before You Queue",
    description: "A short warm-up that sharpens crosshair placement, flicks and spray control.",
    difficulty: "Intermediate",
    readTime: 8,
    author: "Sam Rivera",
    daysAgo: 2,
    thumbnail: art("valorant"),
    tags: ["Valorant", "Aim", "Practice"],
    sections: [
      {
        title: "Crosshair placement",
        type: "text",
        content:
          "Keep your crosshair at head height while you walk through the range; most duels are won before you flick.",
      },
      {
        title: "The routine",
        type: "tips",
        content:
          "Five minutes of bots on medium, five of strafing bots, five of spray transfers against the wall.",
      },
      {
        title: "Counter-strafing",
        type: "tricks",
        content:
          "Tap the opposite movement key before you shoot; you stop at once and your first bullet is accurate.",
      },
    ],
    nexusModsLinks: [],
    tips: [
      "Warm up at the sensitivity you play with.",
      "Stop when your accuracy drops: practise tired and you learn bad habits.",
    ],
    tricks: ["Shoot while the enemy is peeking with their knife out."],
    ratings: [4, 4, 3, 5],
    views: 9120,
  },
];
