/**
 * The demo forum's discussions: original posts by the demo members, about the games the demo
 * news covers and the usual talk of a gaming community. Times are hours before seeding; the
 * seeder keeps every post after its author joined and replies after what they answer.
 */
import { LONG_DEMO_DISCUSSION } from "./demo-forum-long-discussion";

export type DemoMemberName =
  | "NovaStrike"
  | "PixelPaladin"
  | "RetroRaccoon"
  | "QuestQueen"
  | "LagSlayer"
  | "ByteBard";

export type DemoForumCategorySlug =
  | "general-discussion"
  | "game-reviews"
  | "tips-strategies"
  | "esports"
  | "hardware-tech"
  | "retro-gaming"
  | "off-topic";

export interface DemoForumReply {
  author: DemoMemberName;
  /** Hours after the discussion was opened. */
  hoursAfter: number;
  content: string;
  /** Index of an earlier reply of the same discussion that this one quotes. */
  quotes?: number;
  /** Members who upvoted the reply. */
  likedBy?: DemoMemberName[];
}

export interface DemoDiscussion {
  category: DemoForumCategorySlug;
  author: DemoMemberName;
  title: string;
  hoursAgo: number;
  views: number;
  tags: string[];
  content: string;
  upvoters: DemoMemberName[];
  downvoters?: DemoMemberName[];
  isSticky?: boolean;
  isLocked?: boolean;
  isFeatured?: boolean;
  isHotTopic?: boolean;
  replies: DemoForumReply[];
}

export const DEMO_DISCUSSIONS: readonly DemoDiscussion[] = [
  {
    category: "general-discussion",
    author: "NovaStrike",
    title: "Welcome to the GameHub forum: start here",
    hoursAgo: 236,
    views: 412,
    tags: ["Community", "Guide"],
    isSticky: true,
    isFeatured: true,
    content: `Hey everyone, and welcome! 👋

This forum is the place to talk about everything we play, from day-one launches to cartridges older than some of our members.

**A few things that make it work:**

- **Pick the right category.** Reviews go in *Game Reviews*, builds and settings in *Hardware & Tech*, and so on. It makes threads much easier to find later.
- **Tag your discussion.** Up to five tags, comma-separated. Tags are how the Trending tab groups topics.
- **Spoilers:** say so in the title for anything released in the last month.
- **Vote on what helps.** Upvote useful answers; downvotes are for off-topic or low-effort posts, not for opinions you disagree with.
- **Quote when you answer** someone in a busy thread, so they get a notification and everyone can follow along.

Starting a discussion earns the category's points, so helpful posting moves you up the leaderboard too.

Introduce yourself below: what are you playing right now?`,
    upvoters: ["PixelPaladin", "RetroRaccoon", "QuestQueen", "LagSlayer", "ByteBard"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 70,
        content:
          "Hi all! Mostly RPGs here. Currently about 60 hours into *Embers of Vael* and still finding new side areas. Looking forward to arguing about builds with you.",
        likedBy: ["NovaStrike"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 118,
        content:
          "Hello from the land of CRTs and save batteries. I mostly play older stuff and the odd indie that looks like it came out in 1994. Will be lurking in Retro Gaming.",
        likedBy: ["NovaStrike", "PixelPaladin"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 166,
        content:
          "Hey! Co-op puzzle games with my partner and a weekly *Dead Meridian* squad with friends. Always up for new co-op recommendations.",
      },
      {
        author: "LagSlayer",
        hoursAfter: 190,
        content:
          "yo. competitive shooters mostly, Breachline ranked grind. will be in the esports threads complaining about the map pool",
        likedBy: ["QuestQueen"],
      },
      {
        author: "ByteBard",
        hoursAfter: 214,
        content:
          "Hello! New here. I write small games in my spare time and play whatever my friends drag me into. Nice to meet you all.",
        likedBy: ["NovaStrike", "RetroRaccoon"],
      },
    ],
  },
  {
    category: "general-discussion",
    author: "QuestQueen",
    title: "What's the best co-op game you've played this year?",
    hoursAgo: 60,
    views: 268,
    tags: ["Co-op", "Recommendations", "Indie"],
    isHotTopic: true,
    content: `My partner and I just finished our backlog of couch co-op and we need something new for the winter evenings.

What we liked:
- puzzles where **both** people have to think, not one leader and one follower
- short sessions (an hour or so) with a clear stopping point
- no competitive modes needed

What's the best co-op game you played this year, and why? Bonus points for hidden gems.`,
    upvoters: ["NovaStrike", "PixelPaladin", "RetroRaccoon", "ByteBard"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 2,
        content:
          "The asymmetric ones are the best for this: one of you has the manual, the other has the bomb, that kind of thing. You end up shouting at each other in the good way.",
        likedBy: ["QuestQueen", "LagSlayer"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 5,
        content:
          "Hot take: go back and play an old two-player arcade beat 'em up together. Ten minutes a level, infinite continues if you're on an emulator, and zero tutorials.",
        likedBy: ["NovaStrike"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 7,
        quotes: 0,
        content:
          "Yes! That's exactly the energy we're after. Any you'd recommend that don't need two controllers? We only have one spare.",
      },
      {
        author: "ByteBard",
        hoursAfter: 20,
        content:
          "A lot of the newer puzzle co-op games support online play with a friend's pass, so the second player doesn't even need to own it. Worth checking before you buy.",
        likedBy: ["QuestQueen"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 31,
        content:
          "The news section had a list of co-op puzzle games a few days ago, *Better Together*. We tried two of them from there and both were great for exactly the one-hour session you describe.",
        likedBy: ["QuestQueen", "PixelPaladin"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 44,
        content:
          "not a puzzle game but the Dead Meridian duo mode is surprisingly chill if you just go for loot and ignore the ranked stuff",
      },
    ],
  },
  {
    category: "general-discussion",
    author: "ByteBard",
    title: "Do you finish games, or collect backlogs?",
    hoursAgo: 14,
    views: 96,
    tags: ["Backlog", "Discussion"],
    content: `Honest question. I looked at my library this morning and I've *started* 41 games this year and finished 6.

I don't even feel bad about it: most of the time I get what I wanted out of a game in the first ten hours. But I'm curious how everyone else plays.

- Do you push through to the credits?
- Do you have a rule (one game at a time, no buying until you finish)?
- Or is the backlog just part of the hobby?`,
    upvoters: ["QuestQueen", "LagSlayer"],
    replies: [
      {
        author: "LagSlayer",
        hoursAfter: 1,
        content: "I play one game for 800 hours. problem solved",
        likedBy: ["ByteBard", "QuestQueen", "NovaStrike"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 3,
        content:
          "I keep a one-in, one-out rule for story games. It's the only thing that got me to actually finish anything. Multiplayer games don't count, or the rule would collapse immediately.",
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 6,
        quotes: 1,
        content:
          "Stealing this. My backlog is mostly games I bought in a bundle for a single title I wanted, so maybe I'll let those go guilt-free and apply the rule to the rest.",
      },
    ],
  },
  {
    category: "game-reviews",
    author: "PixelPaladin",
    title: "Embers of Vael after 80 hours: a generous RPG that needed one more edit",
    hoursAgo: 150,
    views: 534,
    tags: ["RPG", "Embers of Vael", "Review"],
    isFeatured: true,
    content: `I finished *Embers of Vael* last night (80 hours, most side content done), so here's a **spoiler-free** long-form take.

## What works

- **Exploration.** The map is dense in the good way. I stopped using fast travel around hour 20 because walking always turned up a cave, a merchant or a weird little quest.
- **Companions.** Three of the five are genuinely great written characters. Their banter changes depending on who's in the party, and I heard new lines right up to the end.
- **Build freedom.** You can respec for a small fee at any shrine, so experimenting is encouraged, not punished.

## What doesn't

- **The middle act drags.** There's a stretch of about 10 hours that is mostly fetch quests dressed up as politics.
- **Inventory management** is a chore. Weight limits plus tiny stash space means a lot of menu time.
- **Performance** in the capital city dips hard on my machine, even after the patch.

## Verdict

**8/10.** A big, kind game that respects your curiosity. It would be a 9 with ten fewer hours in the middle. If you like open-world RPGs, it's an easy recommendation; if you bounced off long RPGs before, this one won't change your mind.`,
    upvoters: ["NovaStrike", "RetroRaccoon", "QuestQueen", "LagSlayer", "ByteBard"],
    replies: [
      {
        author: "NovaStrike",
        hoursAfter: 3,
        content:
          "Agree on the middle act. I almost dropped it there. Glad I didn't, the last third is the best part of the game.",
        likedBy: ["PixelPaladin"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 9,
        content:
          "How's it on lower-end hardware? My PC is more 'budget build from three years ago' than 'capital city ready'.",
      },
      {
        author: "PixelPaladin",
        hoursAfter: 10,
        quotes: 1,
        content:
          "Honestly fine outside of the capital. Drop shadows to medium and turn off volumetric fog and you get most of the frames back. The city is rough on everyone though.",
        likedBy: ["RetroRaccoon", "ByteBard"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 80,
        content:
          "The companion writing is what sold me too. Without spoiling anything: the scene at the lighthouse with the blacksmith made me put the controller down for a minute.",
        likedBy: ["PixelPaladin", "NovaStrike"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 110,
        content: "ok you've convinced me. adding it to the backlog that @ByteBard says we all have",
        likedBy: ["ByteBard"],
      },
      {
        author: "ByteBard",
        hoursAfter: 132,
        quotes: 4,
        content: "Welcome to the pile. It's cozy in here.",
        likedBy: ["LagSlayer", "QuestQueen"],
      },
    ],
  },
  {
    category: "game-reviews",
    author: "LagSlayer",
    title: "Dead Meridian Season 3: the loot changes are good, actually",
    hoursAgo: 30,
    views: 305,
    tags: ["Dead Meridian", "FPS", "Battle Royale"],
    isHotTopic: true,
    content: `Everyone on social media is angry about the new loot economy, so let me be the contrarian.

Before Season 3, the first two minutes of every match decided who won: land on the good loot, win the fight, coast. Now:

1. **Floor loot is worse, but crafting stations are everywhere.** You have to *move*, which spreads squads out.
2. **Rare weapons come from contested drops**, so the strong gear is a choice and a risk, not luck.
3. **The flooded zones** make rotations matter again.

Is it perfect? No. The first week had some silly bugs with crafting duplicating materials. But matches feel way more varied to me.

Change my mind.`,
    upvoters: ["NovaStrike", "QuestQueen", "ByteBard"],
    downvoters: ["PixelPaladin"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 1,
        content:
          "My issue isn't the idea, it's the pace. Crafting takes so long that late-game circles are just people standing at stations. Feels like the wrong kind of slow.",
        likedBy: ["RetroRaccoon"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 2,
        quotes: 0,
        content:
          "fair, but that's a tuning number not a design problem. halve the crafting time and it's perfect",
        likedBy: ["NovaStrike", "QuestQueen"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 4,
        content:
          "As a casual duo player I love the flooded map. It's the first season where we don't get third-partied every single fight.",
      },
      {
        author: "NovaStrike",
        hoursAfter: 9,
        content:
          "The contested drops are the best change. Watching three squads converge on a flare is peak battle royale.",
        likedBy: ["LagSlayer"],
      },
      {
        author: "ByteBard",
        hoursAfter: 22,
        content:
          "Interesting from a design angle: they've turned a random reward into a visible, shared one. Everyone knows where the good stuff is, so the decision is *whether* to go, not *where*.",
        likedBy: ["LagSlayer", "PixelPaladin", "NovaStrike"],
      },
    ],
  },
  {
    category: "game-reviews",
    author: "RetroRaccoon",
    title: "Apex Line: Endurance on a controller: is it worth it without a wheel?",
    hoursAgo: 100,
    views: 187,
    tags: ["Racing", "Sim", "Review"],
    content: `The news review said *Apex Line: Endurance* is brilliant on a wheel and rough without one. I don't own a wheel, so I tried it on a gamepad for a week.

**Short answer:** yes, but only after changing a few settings.

- Set steering linearity to about 1.3 and the deadzone to 0. The default feels twitchy.
- Turn **traction control** to level 2 for the first few hours. You'll still learn throttle control, you'll just stop spinning at every hairpin.
- The night stints in the 6-hour races are stunning, even on a pad.

What I couldn't fix: trail-braking is really hard with analog triggers, so I'm consistently half a second off the pace of wheel players. For single player and casual lobbies, I'm having a great time.

**7/10 on controller.** I'd guess 9 with a wheel.`,
    upvoters: ["NovaStrike", "PixelPaladin"],
    replies: [
      {
        author: "NovaStrike",
        hoursAfter: 4,
        content:
          "Those settings helped me a lot, thanks. Linearity made the biggest difference, the car finally goes where I point it.",
        likedBy: ["RetroRaccoon"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 40,
        content: "Is there a split-screen mode? Asking for the co-op household.",
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 41,
        quotes: 1,
        content:
          "Sadly no, online only for multiplayer. Very much a sim for one person and their regrets.",
        likedBy: ["QuestQueen", "LagSlayer"],
      },
    ],
  },
  {
    category: "game-reviews",
    author: "ByteBard",
    title: "Three tiny indie games from the winter showcase that deserve more attention",
    hoursAgo: 8,
    views: 74,
    tags: ["Indie", "Recommendations"],
    content: `I went through the demos from the winter indie showcase over the weekend. Three stuck with me:

1. **A lighthouse-keeping game** where you manage oil, weather and ships in the fog. Surprisingly tense for something so quiet.
2. **A card-battler about cooking**: every ingredient is a card, and recipes are combos. I played the demo three times.
3. **A tiny platformer** with one button. Sounds like a gimmick; it is, and it's a very good one.

All three are short and cheap. Wishlist them if you want small games to survive 😊`,
    upvoters: ["QuestQueen", "RetroRaccoon"],
    replies: [
      {
        author: "RetroRaccoon",
        hoursAfter: 2,
        content:
          "The one-button platformer has the best sense of momentum I've felt in years. Reminded me of the old flash-game days in the best way.",
        likedBy: ["ByteBard"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 5,
        content: "The cooking card game is now on our wishlist. Please let it have co-op.",
      },
    ],
  },
  {
    category: "tips-strategies",
    author: "NovaStrike",
    title: "Battle royale landings: a simple rule that won me more early fights",
    hoursAgo: 200,
    views: 446,
    tags: ["Battle Royale", "Guide", "Dead Meridian"],
    isFeatured: true,
    content: `After reading the landing guide in the news section I kept notes for 50 matches. The biggest improvement came from one rule:

> **Land where you can see the next fight before it finds you.**

In practice:

- Pick a landing spot with **height** (a rooftop, a ridge) next to the loot, not in the middle of it.
- Loot in a loop that ends **back at the high ground**, so the third squad that rotates in walks into you, not the other way round.
- If two squads land on the same spot, don't contest the ground floor. Take the roof and make them come up.

My early-game survival went from about 40% to 65% over those matches. Curious what rules other people use.`,
    upvoters: ["PixelPaladin", "RetroRaccoon", "QuestQueen", "LagSlayer", "ByteBard"],
    replies: [
      {
        author: "LagSlayer",
        hoursAfter: 150,
        content:
          "good rule. mine: never land where the plane path crosses the closest named town. half the lobby goes there",
        likedBy: ["NovaStrike", "QuestQueen"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 152,
        content:
          "The loop idea is great. I always ended up deep inside some building when the next squad arrived.",
      },
      {
        author: "QuestQueen",
        hoursAfter: 170,
        quotes: 0,
        content:
          "We started doing this as a duo and it works! We also call out the plane path at the start so we agree on where not to go.",
        likedBy: ["LagSlayer"],
      },
      {
        author: "ByteBard",
        hoursAfter: 190,
        content: "Printed this and stuck it above my monitor, no joke.",
        likedBy: ["NovaStrike"],
      },
    ],
  },
  {
    category: "tips-strategies",
    author: "QuestQueen",
    title: "Embers of Vael: beginner build that carries you through the early game",
    hoursAgo: 50,
    views: 221,
    tags: ["RPG", "Embers of Vael", "Build"],
    content: `A lot of friends asked me for a starting build, so here's the one I give everyone. **No story spoilers.**

**Class:** Wayfarer (the hybrid start)

**Stats for the first 15 levels:**
- Endurance to 14 first (more stamina = more dodges)
- Then Insight to 12 for the fire spells
- Everything else into Vigour

**Key picks:**
- *Kindled Blade* skill at level 3: your weapon attacks build up fire that your spells consume
- The free shield from the first village blacksmith; upgrade it twice, it lasts forever
- Buy every healing draught recipe you see

**Why it works:** you can melee when you're out of focus, cast when you need range, and the fire damage over time trivialises the early bosses.

Respec at any shrine once you know what you like!`,
    upvoters: ["PixelPaladin", "NovaStrike", "ByteBard"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 2,
        content:
          "Solid. I'd add: don't skip the archery trainer in the second town. A bow with the fire build opens up a lot of cheese on the flying enemies.",
        likedBy: ["QuestQueen", "NovaStrike"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 6,
        content:
          "Kindled Blade is so good it feels like a bug. Enjoy it before the patch, everyone.",
        likedBy: ["LagSlayer"],
      },
      {
        author: "ByteBard",
        hoursAfter: 34,
        quotes: 0,
        content: "The bow tip saved me on the bridge section, thank you both.",
      },
    ],
  },
  {
    category: "tips-strategies",
    author: "RetroRaccoon",
    title: "First speedrun: what I learned in two weeks of resetting",
    hoursAgo: 115,
    views: 163,
    tags: ["Speedrunning", "Retro", "Guide"],
    content: `Inspired by the *Speedrunning 101* article, I picked an old platformer I know well and tried to get a real time on the board. Some lessons:

1. **Learn the route before the tricks.** I wasted days on a hard skip before I could even do the basic route without dying.
2. **Split the run into segments** and practise the worst one. Save states are your friend for practice (never in the real run, obviously).
3. **Use a timer with splits.** Seeing where you lose time is motivating and humbling.
4. **Your first PB doesn't matter.** Mine was 21 minutes; it's now 14:32.
5. **The community is kind.** I asked a silly question in the game's Discord and got three detailed answers within an hour.

If anyone wants to start, pick something short (under 30 minutes) that you already love.`,
    upvoters: ["NovaStrike", "ByteBard", "QuestQueen"],
    replies: [
      {
        author: "NovaStrike",
        hoursAfter: 5,
        content: "21 to 14:32 in two weeks is a huge drop, congrats! Which game?",
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 6,
        quotes: 0,
        content:
          "A 16-bit platformer with a dog in a cape, I'll leave it at that, some of you will know. The route is forgiving, which is why I picked it.",
        likedBy: ["NovaStrike"],
      },
      {
        author: "ByteBard",
        hoursAfter: 100,
        content:
          "Point 2 is the big one. Practising the whole run from the start is how you burn out.",
        likedBy: ["RetroRaccoon"],
      },
    ],
  },
  {
    category: "tips-strategies",
    author: "LagSlayer",
    title: "Breachline ranked: stop peeking, start trading",
    hoursAgo: 40,
    views: 198,
    tags: ["Breachline", "FPS", "Ranked"],
    content: `Climbed two ranks this month and it came down to one habit: **trading**.

When your teammate swings a corner, you should be close enough to shoot whoever kills them *within a second*. If you're not, you're not playing as a team, you're playing five solo games.

Practical stuff:
- Stack in pairs, not in a line down a corridor.
- Call "trading you" before a swing so your teammate knows to go.
- If your entry dies untraded twice in a row, the *second* player is the problem, not the entry.

Watch any pro match and count how often a kill is traded in under two seconds. It's constant.`,
    upvoters: ["NovaStrike", "PixelPaladin", "QuestQueen"],
    replies: [
      {
        author: "NovaStrike",
        hoursAfter: 3,
        content:
          "The Harbor Kites comeback in the final was basically a trading clinic. Every entry died and got traded instantly.",
        likedBy: ["LagSlayer"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 12,
        content: "Point 3 is painfully true. I was the second player. I am now sorry.",
        likedBy: ["LagSlayer", "ByteBard", "QuestQueen"],
      },
    ],
  },
  {
    category: "esports",
    author: "NovaStrike",
    title: "Harbor Kites' reverse sweep: the best grand final of the year?",
    hoursAgo: 190,
    views: 621,
    tags: ["Breachline", "Esports", "Northern Vanguard"],
    isHotTopic: true,
    content: `Down 0-2, looking completely outplayed on Foundry and Canal Street, and then **three straight maps**, the last in double overtime. I was on my feet for the final round.

Talking points:

- **Vesper's four opening kills on Lighthouse.** A rookie taking over a grand final like that is rare.
- The coach's timeout before map three. Did they change tactics, or just calm down?
- **Ironvale Seven** didn't do much wrong. They just stopped dictating the pace.

Is this the best final of the year, or am I still on the adrenaline?`,
    upvoters: ["PixelPaladin", "RetroRaccoon", "QuestQueen", "LagSlayer", "ByteBard"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 1,
        content:
          "Best final I've watched live, easily. The double overtime on the last map was unreal.",
        likedBy: ["NovaStrike"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 80,
        content:
          "I don't follow Breachline and I watched the whole last map after seeing the clip. That says something.",
        likedBy: ["NovaStrike", "LagSlayer"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 144,
        content:
          "the timeout was tactics too, they switched to fast hits and ironvale's slow defaults had no time to set up. calm AND tactics",
        likedBy: ["NovaStrike", "PixelPaladin", "QuestQueen"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 150,
        quotes: 2,
        content:
          "This is the best explanation I've read. The casters kept saying 'momentum' but that's what momentum actually was.",
        likedBy: ["LagSlayer"],
      },
      {
        author: "ByteBard",
        hoursAfter: 172,
        content: "Where can I rewatch it? I only saw the highlights.",
      },
      {
        author: "NovaStrike",
        hoursAfter: 173,
        quotes: 4,
        content:
          "The league's channel has the full VOD. Start from map three if you're short on time, but the first two maps are worth it to feel how hopeless it looked.",
        likedBy: ["ByteBard"],
      },
    ],
  },
  {
    category: "esports",
    author: "PixelPaladin",
    title: "College esports: did anyone here play on a university team?",
    hoursAgo: 120,
    views: 142,
    tags: ["Esports", "College"],
    content: `The article about college esports going from club rooms to varsity arenas got me nostalgic.

I played in our university's club a while back: a borrowed classroom, six mismatched PCs and a coach who was also the treasurer. We never won anything, but it was one of the best parts of my studies.

Did anyone here play at that level? How organised was it? Would you recommend it to someone starting university next year?`,
    upvoters: ["NovaStrike", "QuestQueen"],
    replies: [
      {
        author: "QuestQueen",
        hoursAfter: 30,
        content:
          "Not a player, but I ran the social media for ours. 100% recommend joining, even if you're not competitive. It's the easiest way to make friends in the first year.",
        likedBy: ["PixelPaladin"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 75,
        content:
          "played two seasons. it's great until scrims at 11pm before a morning exam. worth it though",
        likedBy: ["PixelPaladin", "NovaStrike"],
      },
      {
        author: "ByteBard",
        hoursAfter: 100,
        quotes: 0,
        content: "Same experience here. Our club's Discord is still active years later.",
      },
    ],
  },
  {
    category: "esports",
    author: "LagSlayer",
    title: "Breachline map pool: Canal Street needs to go",
    hoursAgo: 20,
    views: 133,
    tags: ["Breachline", "Esports", "Maps"],
    downvoters: ["NovaStrike"],
    content: `Every pro match on Canal Street this season has been decided by which team defends first. The attacking side win rate in the league is **under 40%**.

The long mid corridor makes every execute predictable, and the B site has one entrance that a single utility can shut down.

Rotate it out and bring back the old desert map. Who's with me?`,
    upvoters: ["PixelPaladin", "ByteBard"],
    replies: [
      {
        author: "NovaStrike",
        hoursAfter: 1,
        content:
          "Disagree. It's defender-sided, but Ironvale won it on attack twice this season. It's a skill map, not a broken one.",
        likedBy: ["QuestQueen"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 2,
        quotes: 0,
        content: "ironvale can win on anything, that's not an argument for the map 😅",
        likedBy: ["PixelPaladin", "ByteBard"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 5,
        content: "A compromise: keep it, but open a second entrance to B. Problem solved.",
      },
    ],
  },
  {
    category: "hardware-tech",
    author: "PixelPaladin",
    title: "Budget build check: is this balanced for 1440p?",
    hoursAgo: 95,
    views: 256,
    tags: ["PC Gaming", "Hardware", "Budget Build"],
    content: `Putting together my first build in years. Target: **1440p, high settings, 60+ fps** in most new games. Budget is tight.

| Part | Choice |
| --- | --- |
| CPU | 6-core mid-range, last generation |
| GPU | 12 GB mid-range card |
| RAM | 32 GB DDR5 (2x16) |
| Storage | 1 TB NVMe |
| PSU | 650 W, 80+ Gold |

Questions:
1. Is 32 GB overkill, or should I drop to 16 and put the money in the GPU?
2. Is 650 W enough headroom?

Thanks in advance!`,
    upvoters: ["NovaStrike", "RetroRaccoon", "ByteBard"],
    replies: [
      {
        author: "ByteBard",
        hoursAfter: 72,
        content:
          "32 GB isn't overkill anymore, a few recent games happily use more than 16. Keep it. 650 W Gold is fine for that GPU.",
        likedBy: ["PixelPaladin", "NovaStrike"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 74,
        content:
          "Looks balanced. I'd add a second SSD later instead of buying a bigger one now: games are huge and prices keep dropping.",
      },
      {
        author: "NovaStrike",
        hoursAfter: 80,
        quotes: 0,
        content:
          "Agree with ByteBard. Also check the case airflow, mid-range cards run warm in small cases.",
        likedBy: ["PixelPaladin"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 90,
        content: "Ordered! Thanks all. Will report back with temperatures and regret.",
        likedBy: ["ByteBard", "QuestQueen"],
      },
    ],
  },
  {
    category: "hardware-tech",
    author: "ByteBard",
    title: "Handheld gaming PCs: battery life tips that actually work",
    hoursAgo: 18,
    views: 119,
    tags: ["Handheld", "Hardware", "PC Gaming"],
    content: `Got a handheld PC for travel. Out of the box the battery lasted about 90 minutes in anything 3D. With these changes I get **3 to 4 hours** in most games:

- **Cap the frame rate** at 40 fps (and the screen at 40 Hz if yours allows it). 40 feels much smoother than 30.
- **Lower the TDP** to around 10-12 W. Most indie games don't notice.
- Screen brightness at about 50% indoors.
- Turn off Wi-Fi for single-player games.

What settings do you use?`,
    upvoters: ["PixelPaladin", "LagSlayer"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 2,
        content:
          "The 40 Hz trick is the best thing about these devices. Nobody believes it until they try it.",
        likedBy: ["ByteBard"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 4,
        content:
          "Emulating 16-bit games at 5 W gets me something absurd like 7 hours. The retro library on a handheld is a dream.",
        likedBy: ["ByteBard", "QuestQueen"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 9,
        quotes: 1,
        content: "tried it, you're right. it's weird how much better 40 looks than 30",
      },
    ],
  },
  {
    category: "hardware-tech",
    author: "LagSlayer",
    title: "Started streaming on a budget: my setup and what I'd change",
    hoursAgo: 36,
    views: 147,
    tags: ["Streaming", "Twitch", "Hardware"],
    content: `After the streaming-on-a-budget article I finally went live. Three weeks in, 8 regulars, lots of fun.

**Setup:**
- A USB dynamic mic (cheap and it ignores my keyboard)
- Phone as a webcam through a free app
- One desk lamp with baking paper on it as a diffuser 😂
- Encoding on the GPU, 6000 kbps, 900p60

**What I'd change:** get a second monitor before anything else. Reading chat on the same screen as the game was the hardest part.

Any small streamers here? How did you get your first regulars?`,
    upvoters: ["QuestQueen", "ByteBard", "NovaStrike"],
    replies: [
      {
        author: "QuestQueen",
        hoursAfter: 3,
        content:
          "Baking paper diffuser is genius. For regulars: a fixed schedule. Same days, same time, even if it's just twice a week.",
        likedBy: ["LagSlayer", "ByteBard"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 5,
        content:
          "900p60 is a smart choice for that bitrate. Most people push 1080p and it ends up blocky.",
        likedBy: ["LagSlayer"],
      },
      {
        author: "ByteBard",
        hoursAfter: 20,
        quotes: 0,
        content: "Drop the channel name! @LagSlayer you have at least one more regular now.",
        likedBy: ["LagSlayer"],
      },
    ],
  },
  {
    category: "retro-gaming",
    author: "RetroRaccoon",
    title: "Replaced the save battery in my old cartridges: a beginner's walkthrough",
    hoursAgo: 110,
    views: 289,
    tags: ["Retro", "Preservation", "DIY"],
    isFeatured: true,
    content: `Three of my old RPG cartridges stopped keeping saves last month. The coin-cell batteries inside last about 15-25 years, so if you have old carts, **yours are next**.

What you need:
- A **security bit** for the cartridge screws (cheap online)
- A replacement CR2032 **with solder tabs**
- A soldering iron, some solder, and 20 minutes

Steps:
1. **Back up your save first** if it still works (a cartridge dumper or a friend who has one).
2. Open the cart, note the battery orientation, and take a photo.
3. Desolder the old battery. Go slowly, old boards are fragile.
4. Solder the new one in, same orientation.
5. Close it up, test a save, turn it off overnight, check it's still there.

Don't use tape instead of solder. I tried. It lasted a week.`,
    upvoters: ["NovaStrike", "PixelPaladin", "QuestQueen", "ByteBard"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 4,
        content:
          "This is exactly the preservation article in practice. Saved, bookmarked, and now slightly worried about my shelf.",
        likedBy: ["RetroRaccoon"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 8,
        content: "The photo-before-you-desolder tip is the one everyone learns the hard way.",
        likedBy: ["RetroRaccoon", "ByteBard"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 50,
        content: "Is it risky for a complete beginner with a soldering iron?",
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 52,
        quotes: 2,
        content:
          "A little. Practise on an old broken electronic thing first: ten minutes of practice joints makes a big difference. And keep the iron away from the board's other components.",
        likedBy: ["QuestQueen"],
      },
      {
        author: "ByteBard",
        hoursAfter: 92,
        content: "Did this last night following your steps. Save survived the night! Thank you.",
        likedBy: ["RetroRaccoon", "PixelPaladin"],
      },
    ],
  },
  {
    category: "retro-gaming",
    author: "NovaStrike",
    title: "CRT or modern TV for retro consoles? Show your setups",
    hoursAgo: 70,
    views: 178,
    tags: ["Retro", "CRT", "Hardware"],
    content: `I finally picked up a small CRT from a flea market for almost nothing. The difference with my old consoles is bigger than I expected: the pixel art looks like it was *meant* to look, and there's no input lag.

But it's heavy, it hums, and my partner hates it.

Team CRT, team upscaler, or team "emulator on the big TV is fine"? Share your setups.`,
    upvoters: ["RetroRaccoon", "QuestQueen"],
    replies: [
      {
        author: "RetroRaccoon",
        hoursAfter: 1,
        content:
          "Team CRT forever, but I respect the upscaler crowd. Light-gun games are the one thing only a CRT can do properly.",
        likedBy: ["NovaStrike", "PixelPaladin"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 10,
        content:
          "Upscaler here. A CRT doesn't fit in a flat with no space, and with good scanline filters it's 90% there.",
      },
      {
        author: "QuestQueen",
        hoursAfter: 22,
        quotes: 0,
        content:
          "Light guns! I forgot those existed. Now I need a CRT too. My partner will also hate it.",
        likedBy: ["NovaStrike", "RetroRaccoon"],
      },
      {
        author: "LagSlayer",
        hoursAfter: 30,
        content: "emulator on the big tv is fine and I will not be taking questions",
        likedBy: ["ByteBard"],
      },
    ],
  },
  {
    category: "retro-gaming",
    author: "ByteBard",
    title: "Which DOS game should I try first in the Retro Arcade?",
    hoursAgo: 4,
    views: 52,
    tags: ["Retro", "DOS", "Recommendations"],
    content: `I just noticed the Retro Arcade page lets you play old DOS games right in the browser. I never had a PC back then, so this is all new to me.

Where should I start? I like puzzles and platformers, and I have about an hour tonight.`,
    upvoters: ["RetroRaccoon"],
    replies: [
      {
        author: "RetroRaccoon",
        hoursAfter: 1,
        content:
          "Start with whichever platformer there has the shortest first level, then try a puzzle one. Use the control settings panel to remap keys, the defaults were designed for keyboards from another era.",
        likedBy: ["ByteBard"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 2,
        content: "And turn the volume down before you start. PC speaker sound is… an experience.",
        likedBy: ["ByteBard", "RetroRaccoon"],
      },
    ],
  },
  {
    category: "off-topic",
    author: "QuestQueen",
    title: "What snacks are allowed at your gaming desk?",
    hoursAgo: 45,
    views: 163,
    tags: ["Off-Topic", "Fun"],
    content: `Serious policy question. In our house the rules are:

- **Allowed:** grapes, pretzels, anything eaten with a fork
- **Banned:** crisps (greasy fingers), anything with powder, soup (yes, someone tried)

What are your rules? Chopsticks for crisps people, I see you.`,
    upvoters: ["NovaStrike", "PixelPaladin", "LagSlayer", "ByteBard"],
    replies: [
      {
        author: "LagSlayer",
        hoursAfter: 1,
        content:
          "chopsticks for crisps is the only correct answer and I'm tired of pretending otherwise",
        likedBy: ["QuestQueen", "ByteBard", "PixelPaladin"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 3,
        content: "Nothing during ranked. Anything during RPG cutscenes. That's the rule.",
        likedBy: ["QuestQueen"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 8,
        quotes: 0,
        content: "Adopted. My keyboard thanks you.",
      },
      {
        author: "ByteBard",
        hoursAfter: 30,
        content: "Soup? SOUP? I need to know who tried the soup.",
        likedBy: ["QuestQueen", "LagSlayer"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 31,
        quotes: 3,
        content: "I will take that secret to my grave. (It was me.)",
        likedBy: ["ByteBard", "LagSlayer", "NovaStrike"],
      },
    ],
  },
  {
    category: "off-topic",
    author: "PixelPaladin",
    title: "Favourite video game soundtrack to work to?",
    hoursAgo: 26,
    views: 88,
    tags: ["Music", "Off-Topic"],
    content: `I work from home and game soundtracks are my focus music: no lyrics, designed to loop, never distracting.

My current rotation: calm town themes from RPGs and the menu music from racing games.

What's on yours?`,
    upvoters: ["RetroRaccoon", "ByteBard"],
    replies: [
      {
        author: "RetroRaccoon",
        hoursAfter: 2,
        content: "Chiptune from 8-bit era puzzle games. Strangely calming, extremely loopable.",
      },
      {
        author: "ByteBard",
        hoursAfter: 4,
        content:
          "The lighthouse game from the winter showcase demo has a gorgeous ambient track. Just the sea and a piano.",
        likedBy: ["PixelPaladin"],
      },
    ],
  },
  {
    category: "off-topic",
    author: "NovaStrike",
    title: "Community screenshot contest: autumn edition (entries closed)",
    hoursAgo: 228,
    views: 367,
    tags: ["Community", "Screenshots", "Contest"],
    isLocked: true,
    content: `Thanks to everyone who entered! **Entries are now closed** and this thread is locked so the entries stay readable.

The theme was **"autumn"**: any game, any platform, one screenshot each, described below in a line or two.

Winners will get a shout-out in the next community round-up. See you at the winter edition!`,
    upvoters: ["PixelPaladin", "RetroRaccoon", "QuestQueen"],
    replies: [
      {
        author: "PixelPaladin",
        hoursAfter: 2,
        content:
          "My entry: the orange forest outside the second town in *Embers of Vael* at sunset, photo mode, no HUD. I spent 40 minutes waiting for a deer.",
        likedBy: ["NovaStrike", "RetroRaccoon"],
      },
      {
        author: "RetroRaccoon",
        hoursAfter: 120,
        content:
          "Mine: a pixel-art harvest festival from an old farming game on the CRT, photographed with my phone. Scanlines included free of charge.",
        likedBy: ["NovaStrike", "PixelPaladin", "QuestQueen"],
      },
      {
        author: "QuestQueen",
        hoursAfter: 158,
        content:
          "Entry: the flooded autumn valley in *Dead Meridian* right before the storm circle closed. The only calm moment of that match.",
        likedBy: ["NovaStrike"],
      },
      {
        author: "NovaStrike",
        hoursAfter: 170,
        content: "That's a wrap, thank you all! Locking now. 🍂",
      },
    ],
  },
  {
    category: "general-discussion",
    author: "RetroRaccoon",
    title: "Game preservation: what happens to games you buy digitally?",
    hoursAgo: 85,
    views: 141,
    tags: ["Preservation", "Discussion", "Retro"],
    content: `The preservation article made me think about my own library. Most of what I've bought in the last ten years is digital, tied to accounts and stores.

If a store shuts down, or a licence expires, some of those games just... disappear. That already happened with a few older online stores.

Do you think about this when you buy? Do you prefer physical, or DRM-free stores, or do you just accept it?`,
    upvoters: ["NovaStrike", "ByteBard", "PixelPaladin"],
    replies: [
      {
        author: "ByteBard",
        hoursAfter: 10,
        content:
          "As someone who makes small games: I always offer a DRM-free build. It costs me almost nothing and it means the game outlives any store.",
        likedBy: ["RetroRaccoon", "NovaStrike", "QuestQueen"],
      },
      {
        author: "PixelPaladin",
        hoursAfter: 20,
        content:
          "Physical for the games I love, digital for everything else. Although many physical copies are just a download code in a box now.",
      },
      {
        author: "NovaStrike",
        hoursAfter: 30,
        quotes: 0,
        content:
          "This is great to hear. Buying from developers who do this is the easiest way to support preservation.",
        likedBy: ["ByteBard"],
      },
    ],
  },
  // Fifty replies: what a busy discussion looks like.
  LONG_DEMO_DISCUSSION,
];
