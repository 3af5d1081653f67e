import type { DeveloperUpdateType, RoadmapStage } from "../../shared/developer-updates-limits";

/**
 * The team's demo developer updates: roadmaps, patch notes, announcements and
 * behind-the-scenes posts about the games the community plays on GameHub (Starfall Odyssey,
 * Neon Drift, Ember & Ash, Kingdoms of Vael, Pixel Brawlers) and about the site itself.
 * Dated relative to the day the site is seeded (`daysAgo`).
 */
export interface DemoDeveloperUpdate {
  title: string;
  updateType: DeveloperUpdateType;
  roadmapStage?: RoadmapStage;
  gameTitle: string | null;
  /** A picture shipped with the site, or none. */
  featuredImage: string | null;
  authorName: string;
  tags: string[];
  daysAgo: number;
  /** Markdown. */
  content: string;
}

export const DEMO_DEVELOPER_UPDATES: readonly DemoDeveloperUpdate[] = [
  {
    title: "Starfall Odyssey 2027 Roadmap: Co-op Fleets, Player Housing and Mod Support",
    updateType: "roadmap",
    roadmapStage: "planned",
    gameTitle: "Starfall Odyssey",
    featuredImage: "/images/news/open-world-rpg-review.webp",
    authorName: "Maya Chen",
    tags: ["roadmap", "co-op", "modding"],
    daysAgo: 1.5,
    content: `Thank you to everyone who filled in the end-of-season survey. More than nine thousand of you answered, and three requests stood far above the rest: playing the campaign with friends, a place to call home between jumps, and official mod tools. All three are now on the plan for next year.

## Co-op fleets

Up to four captains will be able to link their ships into a fleet and fly the main story together. The host's galaxy is the one you play in, but every captain keeps the loot, reputation and crew they earn. We are building this on top of the drop-in system we already use for distress beacons, so the first playtests can start early.

## Player housing

Stations will rent out hangar quarters you can furnish with the trophies, paintings and odd alien plants you pick up on your travels. Visiting friends can walk around your quarters, leave a note on the guestbook and borrow a drink from the bar.

## Mod support

We will publish the tools our own designers use to build missions, along with documentation and example projects. Mods will be opt-in per save file, so your achievement runs stay clean.

### What this roadmap is not

These are plans, not promises with dates. Each feature moves to **In Progress** on the public roadmap when a team is working on it, and we will post a behind-the-scenes update every time one of them reaches a playable state.

If something important to you is missing, tell us in the Community Feedback hub. The most voted ideas are the first ones we look at when we plan the next quarter.`,
  },
  {
    title: "Pixel Brawlers 0.9.4: Rollback Netcode Tuning and Balance Changes",
    updateType: "patch-notes",
    gameTitle: "Pixel Brawlers",
    featuredImage: null,
    authorName: "Jonas Weber",
    tags: ["patch-notes", "netcode", "balance"],
    daysAgo: 4,
    content: `Patch 0.9.4 is live on all platforms. The headline change is a retuned rollback window that makes matches across long distances feel far steadier, plus a round of balance changes based on two weeks of ranked data.

## Netcode

- The input delay now adapts between 1 and 3 frames depending on the measured round-trip time, instead of being fixed at 2.
- Rollbacks longer than 7 frames are spread over two rendered frames, which removes most of the visible "teleporting" on bad connections.
- The connection indicator in the lobby now shows the opponent's region and an honest estimate of the delay you will feel.
- Fixed a desync that could happen when both players pressed pause on the same frame.

## Balance

**Rook**
- Heavy slam start-up increased from 14 to 16 frames. It was safe on block far too often.
- Air dash recovery reduced by 2 frames to keep her mobile.

**Juniper**
- Vine snare duration reduced from 90 to 75 frames.
- Fixed the snare catching opponents who were already in a throw animation.

**Marlowe**
- Counter window widened by 1 frame. His win rate in diamond rank was the lowest of the cast at 44%.

## Fixes

- The training mode frame-data display no longer overlaps the health bar at 21:9 resolutions.
- Controllers reconnected mid-match keep their button mapping.
- Replays saved before 0.9.3 open again.

As always, report anything odd in the feedback hub with a replay code attached. Replays let us see exactly which frame went wrong.`,
  },
  {
    title: "Community Feedback Hub Is Live: Report Bugs, Suggest Features and Vote",
    updateType: "announcement",
    gameTitle: null,
    featuredImage: null,
    authorName: "Priya Raman",
    tags: ["community", "feedback", "site"],
    daysAgo: 6,
    content: `Until today, feedback reached us through a dozen different channels: forum threads, social media replies, e-mails and the occasional message scribbled on a tournament sign-up sheet. Good ideas got lost and the same bug was reported forty times. Starting now, there is one place for all of it: the **Community Feedback** hub.

## What you can do there

- **Submit** a bug report, a feature request or general feedback about any of our games or about GameHub itself.
- **Vote** on the items you care about. One vote per member, and you can take it back at any time.
- **Follow** the status of an item as it moves from Open to In Review, In Progress and Resolved.
- **Read developer responses** written by the people who actually work on the game in question.

## How we use your votes

Votes do not decide on their own what we build, but they carry a lot of weight. Every Monday the leads go through the trending items together, and anything that climbs to the top gets an answer within the week, even if that answer is "not now, and here is why".

Items that move into development also appear on the public **Roadmap** page, next to the plans we announce ourselves, so you can see your request travel from a suggestion to a shipped feature.

## A few house rules

Please search before you post, keep one problem per report, and be kind. Duplicates will be merged so their votes count together, and reports flagged by several members are hidden until a moderator reviews them.

We are looking forward to reading what you have to say.`,
  },
  {
    title: "How We Build Fire That Spreads: The Simulation Behind Ember & Ash",
    updateType: "behind-scenes",
    gameTitle: "Ember & Ash",
    featuredImage: null,
    authorName: "Lucas Moreau",
    tags: ["behind-the-scenes", "simulation", "game-design"],
    daysAgo: 9,
    content: `Fire is the main character of Ember & Ash. It is what you fight, what you use, and what ruins your carefully built base at three in the morning. People often ask how it works, so here is a look under the hood.

## A grid of small cells

The world is divided into cells half a metre across. Each cell stores three numbers: how much fuel it holds, how hot it is, and how wet it is. Every simulation tick, heat flows from hot cells into their neighbours, faster uphill and in the direction of the wind. When a cell is hot enough and dry enough, it ignites and starts burning its fuel.

That is the whole rule. Everything players love about the fire, the way it races up a dry hillside or stalls at a stream, comes out of those three numbers.

## Keeping it fast

A large map has about forty million cells, far too many to update every frame. We only simulate cells in *active regions*: chunks that are burning, or that have a burning neighbour. A quiet forest costs nothing. A forest fire costs a lot, which is why the simulation runs on its own thread and at its own rate, ten ticks per second, independent of your frame rate.

## Keeping it fair in co-op

In multiplayer, only the host simulates fire. Clients receive compressed updates of the regions that changed, about 2 KB per second during a big blaze. This keeps every player's view identical, which matters when your friend swears the fire "came out of nowhere".

## What is next

We are experimenting with embers that ride the wind and start spot fires ahead of the main front. It is terrifying in playtests, so expect it to be tuned carefully before it ships.`,
  },
  {
    title: "Neon Drift Season 4: Night Circuits Are in Full Production",
    updateType: "roadmap",
    roadmapStage: "in-progress",
    gameTitle: "Neon Drift",
    featuredImage: "/images/news/racing-sim-review.webp",
    authorName: "Aiko Tanaka",
    tags: ["roadmap", "season-4", "tracks"],
    daysAgo: 12,
    content: `Season 4 has moved from the drawing board into full production. The theme is **Night Circuits**: every new track is raced after dark, lit only by the city, the crowd and your own headlights.

## What the team is working on right now

- **Three new tracks.** Harbour Loop winds through container stacks and cranes, Skyline Spiral climbs a parking tower to a rooftop finish, and Old Town Sprint squeezes through cobbled streets barely wider than two cars.
- **Dynamic lighting.** Headlights now cast real shadows, and passing under a bridge briefly plunges you into darkness. Art and engine are working side by side to keep this at a stable 60 frames per second on the consoles we support.
- **Rain at night.** Puddles reflect the neon signs and reduce grip, and the spray from the car in front really does hide the next corner.
- **A photo mode overhaul** with long-exposure shots, so you can finally capture those light trails.

## Where we are

Two of the three tracks are drivable in internal builds, and the lighting is running on every target platform. Old Town Sprint is still grey boxes and placeholder buildings; it is the most complex layout we have attempted, and we want to get its racing line right before the artists dress it.

## What happens next

Closed playtests start with members of the Neon Drift community who signed up on the forum. We will share lap-time data and your feedback in a follow-up post, including which corners we changed because of it.`,
  },
  {
    title: "Kingdoms of Vael Hotfix 2.0.3: Save Corruption Fix and AI Improvements",
    updateType: "patch-notes",
    gameTitle: "Kingdoms of Vael",
    featuredImage: null,
    authorName: "Samuel Okafor",
    tags: ["patch-notes", "hotfix", "ai"],
    daysAgo: 15,
    content: `Hotfix 2.0.3 is rolling out now. It fixes the save corruption some of you hit after the 2.0 update, and includes several AI improvements we had ready.

## Save files

A small number of saves, around 0.3% of those created since 2.0, could fail to load when a province changed owner during the autosave. The cause was a race between the autosave and the diplomacy system writing the same record.

- Saves are now written to a temporary file and only replace the old save once they are complete.
- The game keeps the **three most recent autosaves** instead of one.
- If you have a save that will not load, keep it. The hotfix includes a repair step that recovers it on the first load attempt in nearly every case we tested.

## AI

- Rival rulers no longer declare war when their army is less than half the size of yours unless they have allies who will join.
- The AI now repairs siege damage to its own walls between campaigns.
- Fixed AI generals stuck marching between two provinces when a river crossing was blocked.
- Trade AI values luxury goods properly and stops selling its only source of silk.

## Other fixes

- The tax slider tooltip shows the right yearly income again.
- Map mode hotkeys work on keyboard layouts other than QWERTY.
- Fixed a memory leak when the game ran for more than six hours.

Thank you to everyone who sent in broken saves through the feedback hub. Forty-two of them became the test cases for this fix.`,
  },
  {
    title: "GameHub Forum Revamp: Shipped",
    updateType: "roadmap",
    roadmapStage: "done",
    gameTitle: null,
    featuredImage: null,
    authorName: "Priya Raman",
    tags: ["roadmap", "forum", "site"],
    daysAgo: 19,
    content: `The forum revamp that sat in the In Progress column for most of the season is finished, and every part of it is live. Here is what changed and why.

## What shipped

- **Votes on discussions and replies.** Helpful answers rise, and the Popular and Trending orders use votes and replies to decide what you see first.
- **Mentions and notifications.** Write \`@name\` and that member gets a notification, by e-mail too if they asked for it. Replies to your discussions notify you as well.
- **Live replies.** An open discussion shows new replies the moment they are posted, without reloading the page.
- **Quotes.** Quote any reply and the quote links back to the original.
- **Reports.** Three reports hide a post until a moderator looks at it, so spam disappears quickly even at night.
- **Points.** Starting a discussion, posting replies and receiving upvotes now count towards your level and achievements.

## What we learned

The hardest part was not any single feature but keeping the forum fast with all of them switched on. Lists now read a short stored excerpt instead of rendering every post, and every list order has its own database index. A busy category page loads in a fraction of the time it used to.

## What did not make it

Polls and discussion drafts were on the original plan. They are now separate items in the feedback hub, where you can vote for them. If they climb high enough they will come back to the roadmap on their own.

Thank you to the forum regulars who tested the early versions and told us, loudly, when something was wrong.`,
  },
  {
    title: "Kingdoms of Vael Joins the Winter Indie Showcase",
    updateType: "announcement",
    gameTitle: "Kingdoms of Vael",
    featuredImage: "/images/news/winter-indie-showcase.webp",
    authorName: "Maya Chen",
    tags: ["announcement", "showcase", "events"],
    daysAgo: 23,
    content: `We are proud to announce that Kingdoms of Vael has been selected for this year's **Winter Indie Showcase**, the online festival of independent games that runs for one week every December.

## What to expect

- **A new trailer** for the upcoming *Crown of Tides* expansion, premiering during the showcase broadcast. It introduces the coastal kingdoms, naval warfare and the first playable sea trade routes.
- **A free demo weekend.** Anyone can play the first thirty turns of the base game, with progress carried over if you decide to buy it.
- **A live developer session** where our design lead walks through a full campaign turn and answers questions from the chat.

## Community challenge

During the showcase week we will run a community challenge: unite the five western provinces in the fewest turns, without declaring a single war. Diplomacy, marriages and trade only. Post your save and turn count in the forum thread we will open on the first day; the top ten entries get their banner added to the game's hall of fame.

## Why this matters to us

Kingdoms of Vael started as a two-person project, and events like this are how small strategy games find their players. If you enjoy the game, the best thing you can do is tell a friend during showcase week or leave a review. It genuinely makes a difference.

We will post the broadcast schedule and the link to the demo here as soon as the organisers publish them.`,
  },
  {
    title: "Starfall Odyssey 1.8 Patch Notes: Smarter Crews and Faster Jumps",
    updateType: "patch-notes",
    gameTitle: "Starfall Odyssey",
    featuredImage: null,
    authorName: "Jonas Weber",
    tags: ["patch-notes", "performance", "quality-of-life"],
    daysAgo: 27,
    content: `Update 1.8 focuses on the two things you asked for most after 1.7: crews that do not need babysitting, and less waiting between systems.

## Crew behaviour

- Crew members now walk to the nearest damaged system on their own during combat instead of waiting for orders.
- Medics prioritise crew who are losing health fastest, not those who were injured first.
- A new **standing orders** panel lets you set default stations per crew member, and they return to them after every emergency.
- Fixed crew getting stuck in the cargo bay door when the ship was boarded.

## Jumps and loading

- Jump sequences load the destination in the background while the animation plays. On an SSD, most jumps now take under four seconds instead of eleven.
- Shader compilation happens once at first launch and is cached, removing the stutter when entering a new nebula type.
- Save files are about 40% smaller.

## Balance

- Pirate interceptors have 15% less hull in the first sector. New captains were losing ships before they had a chance to upgrade.
- Mining lasers drain half as much power while idle.
- Reputation losses for refusing faction missions reduced from 10 to 5.

## Fixes

- Fixed the star map forgetting your route after loading a save.
- Subtitles no longer stay on screen after a conversation ends.
- The controller cursor in the trading menu no longer skips items.

Thank you to everyone who played the 1.8 beta branch. Your crash reports helped us find three of the fixes above.`,
  },
  {
    title: "Why Our Studio Moved to a Four-Day Week",
    updateType: "behind-scenes",
    gameTitle: null,
    featuredImage: "/images/news/studio-four-day-week.webp",
    authorName: "Maya Chen",
    tags: ["behind-the-scenes", "studio", "team"],
    daysAgo: 31,
    content: `Six months ago our whole team switched to a four-day working week: same pay, Monday to Thursday, no overtime. We promised to share how it went, so here is an honest look.

## Why we tried it

Game development has a reputation for long hours, and we had our own share of crunch before the Starfall Odyssey launch. People were tired, two of our best engineers left, and the quality of our work suffered in the weeks before release. We wanted to find out whether working less could make us better.

## What we changed

- **Fewer meetings.** Recurring meetings were cut to one planning session on Monday and one demo on Thursday afternoon.
- **Focus mornings.** No chat messages before noon unless something is on fire.
- **Honest planning.** We plan for four days of work, not five days squeezed into four.

## What happened

Our output did not drop. We shipped three patches and a season of content in the same time it used to take us to ship two patches. Sick days went down by almost half, and nobody has left the studio since the switch.

It is not perfect. Live issues do not respect a long weekend, so we keep a small rotating on-call group for emergencies, and everyone on call takes a different day off that week. Coordinating with partners who work five days also takes some care.

## Why we are telling you

Some of you wondered if updates would slow down. They have not, and we believe the games are better for it. Rested people write fewer bugs.`,
  },
  {
    title: "Neon Drift Patch 3.2.1: Handling Fixes and Ghost Replays",
    updateType: "patch-notes",
    gameTitle: "Neon Drift",
    featuredImage: null,
    authorName: "Samuel Okafor",
    tags: ["patch-notes", "handling", "replays"],
    daysAgo: 35,
    content: `Patch 3.2.1 is a small one, but it fixes the handling issue many of you reported after 3.2 and adds a feature time-trial players have wanted for a long time.

## Handling

- Fixed a bug where cars with the drift tune lost grip completely when crossing a painted line at high speed. This affected Harbour Loop and Midnight Docks the most.
- Counter-steering on controllers is more progressive: small stick movements now make small corrections.
- Handbrake turns no longer cancel the boost meter.

## Ghost replays

You can now race against the ghost of any time on a track's leaderboard, not just your own. Pick a time from the leaderboard and choose **Race Ghost**. The ghost's inputs are replayed exactly, so you can study where the fastest drivers brake, drift and boost.

Ghosts from before 3.2.1 cannot be replayed because they were recorded without the inputs, only positions. Every new record is saved in the new format.

## Leaderboards

- Times set with the drift-line bug on Harbour Loop and Midnight Docks have been reviewed. Runs that took advantage of the bug to cut corners were removed; fair runs stay.
- Friends leaderboards load faster and show your friends' cars.

## Fixes

- The rear-view mirror no longer shows the car's own spoiler in first-person view.
- Fixed audio cutting out after pausing during a race start countdown.
- Photo mode no longer resets the camera when you change the filter.

Let us know in the feedback hub if the new handling feels right, especially on controllers.`,
  },
  {
    title: "Pixel Brawlers Regional Tournament Series Announced",
    updateType: "announcement",
    gameTitle: "Pixel Brawlers",
    featuredImage: "/images/news/regional-league-finals-recap.webp",
    authorName: "Priya Raman",
    tags: ["announcement", "esports", "tournament"],
    daysAgo: 39,
    content: `Pixel Brawlers is getting its first official tournament circuit. The **Regional Brawl Series** runs over the next three months, with online qualifiers in four regions and a live final at the end.

## How it works

- **Open qualifiers** every second Saturday in Europe, North America, South America and Asia-Pacific. Anyone with an account in good standing can enter; there is no entry fee.
- **Double elimination**, best of three games, best of five from the top eight onward.
- The **top two players of each qualifier** earn a place in their regional final. Each regional winner travels to the grand final, with travel and accommodation covered.

## Rules at a glance

- All matches are played on the latest patch, with the full cast available.
- Stage selection follows the competitive list published in the forum before each qualifier.
- Rollback netcode is required; players connect through the official tournament lobby so match results are recorded automatically.

## Prizes

The prize pool starts at 10,000 dollars and grows with a share of every tournament cosmetic bundle sold during the series. Regional winners also get a custom in-game title, and the grand champion's signature move will be immortalised as an emote.

## For spectators

Every regional final is streamed with commentary, and the Live Streams page on GameHub will list upcoming matches as soon as brackets are set.

Sign-ups for the first qualifier open next week. Start practising your combos.`,
  },
  {
    title: "Ember & Ash: The Road to Cross-Platform Play",
    updateType: "roadmap",
    roadmapStage: "planned",
    gameTitle: "Ember & Ash",
    featuredImage: "/images/news/co-op-puzzle-games-roundup.webp",
    authorName: "Lucas Moreau",
    tags: ["roadmap", "crossplay", "co-op"],
    daysAgo: 44,
    content: `Cross-platform play is the most requested feature for Ember & Ash by a wide margin: it has held the top spot in the feedback hub for two months. Today we can confirm it is on the roadmap, and we want to explain what it will take.

## What we are planning

- **Crossplay between PC and every console version**, for both public and friends-only sessions.
- **Cross-progression**, so the characters and bases you build follow your account, whatever device you play on.
- **A single friends list** that shows friends from every platform, with invites that work across them.

## Why it is not a switch we can flip

Ember & Ash's multiplayer was written for one platform at a time. Three parts need serious work:

1. **Accounts.** We need an account system of our own that links to each platform's identity, without asking you to create yet another password.
2. **The fire simulation.** The host simulates the fire and streams it to everyone else. Consoles and PCs currently use slightly different numeric precision, which is enough to make fire spread differently. All platforms must produce identical results.
3. **Certification.** Every platform holder has its own rules for crossplay, voice chat and reporting, and each one reviews our build separately.

## What you can expect

This sits in the **Planned** column today. It moves to In Progress when the account work begins, and we will post a behind-the-scenes update explaining how we made the simulation deterministic across hardware.

Keep voting for the features you want to come along with it; cross-platform voice chat is already a close second.`,
  },
  {
    title: "Retro Arcade Update: Five New Classics and Gamepad Support",
    updateType: "announcement",
    gameTitle: null,
    featuredImage: "/images/news/game-preservation-efforts.webp",
    authorName: "Aiko Tanaka",
    tags: ["announcement", "retro", "site"],
    daysAgo: 49,
    content: `The GameHub Retro Arcade has grown. Five more classic DOS games are now playable right in your browser, and the arcade finally supports gamepads.

## New in the arcade

- Two **platformers** from the early nineties that defined a generation of shareware.
- A **space trading** game that inspired more than one of today's open-universe titles.
- A **turn-based strategy** classic with surprisingly deep diplomacy.
- A **racing** game with split-screen mode, which works with two gamepads on one computer.

Each game's page lists its controls, the year it came out and a short history of the team that made it. All of them are distributed with the permission of their rights holders.

## Gamepad support

Plug in any standard controller and the arcade maps it to the keys the game expects. You can change the mapping per game from the control settings panel, and it is remembered for the next time you play. The on-screen virtual controller is still there for phones and tablets.

## Under the hood

The emulator now loads about twice as fast, because its files are served by GameHub itself and cached by your browser after the first visit. Volume and mute settings are kept between games, and the restart button no longer reloads the whole page.

## Tell us what to add next

We have a long wish list of games we would love to bring to the arcade, but rights take time to clear. Suggest your favourites in the feedback hub and vote for others' picks; we will use the results to decide whom we contact first.`,
  },
  {
    title: "Designing Ship Interiors That Feel Lived-In",
    updateType: "behind-scenes",
    gameTitle: "Starfall Odyssey",
    featuredImage: null,
    authorName: "Aiko Tanaka",
    tags: ["behind-the-scenes", "art", "level-design"],
    daysAgo: 54,
    content: `A question we hear often from Starfall Odyssey players is why the ships feel so *real*. The answer is a set of rules our art team follows for every interior, and a lot of mugs.

## Every room has a story

Before an artist places a single prop, they write two sentences about who uses the room and what happened there yesterday. "The engineer sleeps here between shifts. She spilled coffee on the console and never cleaned it." Those two sentences decide everything else: the stain, the blanket thrown over the chair, the photo taped to the bulkhead.

## Three layers of detail

1. **Structure** – walls, doors and the large machinery that tells you what the room is for.
2. **Function** – the tools, screens and storage that crew would actually need to do their job there.
3. **Life** – the personal, slightly messy things: a half-finished crossword, a plant that is clearly dying, a mug with a bad pun printed on it.

We found that players barely notice the third layer consciously, yet rooms without it feel fake immediately in playtests.

## Keeping it affordable

Hand-placing clutter in hundreds of rooms would take years. Instead, artists build small *clutter kits* for each crew role and place them as a group, then tweak a few items by hand. A kit knows which surfaces it can sit on and which way it should face, so a kitchen kit never ends up on the ceiling.

## The mugs

There are 212 unique mug designs in the game. Nobody planned that. It started as a joke in the first month of production, and we have never been able to stop.`,
  },
  {
    title: "Testing on Handhelds: Getting Neon Drift to 60 fps on Portable PCs",
    updateType: "behind-scenes",
    gameTitle: "Neon Drift",
    featuredImage: "/images/news/handheld-pc-comparison.webp",
    authorName: "Jonas Weber",
    tags: ["behind-the-scenes", "performance", "handheld"],
    daysAgo: 58,
    content: `Handheld gaming PCs have become one of the most popular ways to play Neon Drift: about one in six race sessions last month came from a portable device. Until recently, the experience on them was not good enough. Here is how we got the game to a steady 60 frames per second.

## Measuring first

We bought the four most popular handhelds and recorded a full lap of every track on each of them at default settings. The worst case was Skyline Spiral at night, dropping to 38 fps whenever more than six cars were on screen. The culprit was not the graphics card but the processor, busy with physics and AI.

## What we changed

- **Physics at a fixed rate.** Car physics used to run once per rendered frame. It now runs at a fixed 120 Hz on a separate thread, which made it both cheaper and more consistent.
- **Cheaper opponents.** Cars far behind you use a simplified physics model until they come within two hundred metres.
- **A handheld preset.** The game detects common handheld screens and chooses settings tuned for them: lower shadow resolution, fewer reflections and dynamic resolution that never drops below 540p.
- **Shader cache.** Shaders are compiled once at first launch, so the first lap no longer stutters.

## The results

Every track now holds 60 fps on the two most powerful handhelds and at least 45 on the others, with battery life improved by about forty minutes thanks to the lower processor load.

These changes help desktop players too: average frame times on mid-range PCs dropped by around 18%. Handheld owners, let us know how it runs for you.`,
  },
];
