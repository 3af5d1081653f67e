import type { DemoDiscussion, DemoForumReply, DemoMemberName } from "./demo-forum-discussions";

/**
 * One long demo discussion (50 replies), so a new visitor also sees what a busy discussion
 * looks like, and `npm run lighthouse` measures the forum's heaviest page on real content.
 * Replies come about every three hours; each entry is [author, text, quoted reply index?].
 */
const WEEKEND_REPLIES: readonly [DemoMemberName, string, number?][] = [
  ["PixelPaladin", "Finishing the last act of Kingdoms of Vael. No spoilers please, I'm so close."],
  [
    "RetroRaccoon",
    "Commander Keen in the Retro Arcade, then probably some Prince of Persia. Old habits.",
  ],
  [
    "QuestQueen",
    "Starfall Odyssey with two friends. We keep getting distracted by the ship interiors.",
  ],
  ["LagSlayer", "Ranked Valorant, as always. The aim routine from the guides section is helping."],
  [
    "ByteBard",
    "Playtesting my own game, which is less fun than it sounds. Then Neon Drift to relax.",
  ],
  ["NovaStrike", "Good luck with the last act! The final boss took me three evenings.", 0],
  ["PixelPaladin", "Three evenings? I was hoping for one. I'll stock up on potions then."],
  ["QuestQueen", "Which DOS game would you recommend to someone who never played them?", 1],
  ["RetroRaccoon", "Start with Commander Keen: short levels, forgiving, and the music is great."],
  [
    "LagSlayer",
    "I tried Prince of Persia last week and died to the first guard about twenty times.",
  ],
  ["RetroRaccoon", "That's the authentic experience. Hold shift to block, it changes everything."],
  [
    "ByteBard",
    "Neon Drift's night circuits are gorgeous on an OLED screen. Harbor Loop especially.",
  ],
  ["NovaStrike", "Same here, though the ghost replays still drift on lap two for me."],
  ["ByteBard", "There's a feedback item about that. The devs said a fix is in the next patch."],
  ["PixelPaladin", "Update: beat the boss on the second try. The potions were the answer."],
  ["QuestQueen", "Congrats! What's next on your list?"],
  [
    "PixelPaladin",
    "Probably something short. Maybe one of the indie games from the winter showcase.",
  ],
  ["LagSlayer", "The co-op puzzle one from the showcase looked good. Anyone tried it?"],
  [
    "ByteBard",
    "I did, with my partner. Two evenings, lots of laughing, one argument about a lever.",
  ],
  ["RetroRaccoon", "The best co-op games all have one argument about a lever."],
  ["NovaStrike", "Adding it to my list. My weekend is mostly GTA V with the roleplay server crew."],
  ["QuestQueen", "How is the roleplay scene these days? I keep hearing about FiveM cities."],
  [
    "NovaStrike",
    "Busy but friendly if you find a server with good rules. Read them before joining!",
  ],
  ["LagSlayer", "Ranked update: lost five, won seven. Net positive, I'll take it."],
  ["PixelPaladin", "That's a good weekend in ranked terms."],
  ["RetroRaccoon", "Anyone else playing on a handheld this weekend? I'm travelling."],
  [
    "ByteBard",
    "The handheld battery thread has good tips. Lower the frame cap to 40 and it lasts.",
    25,
  ],
  ["RetroRaccoon", "Thanks, that worked. Got almost four hours on the train."],
  ["QuestQueen", "Starfall session report: we finally bought the bigger ship. Worth the grind."],
  ["LagSlayer", "Which one did you get? I'm saving for my first upgrade."],
  ["QuestQueen", "The mid-size hauler. Room for three and a small cargo bay for trading runs."],
  ["NovaStrike", "The roadmap post said co-op fleets are coming next year, so good timing."],
  [
    "ByteBard",
    "Fleets plus player housing could make that game a second home for a lot of people.",
  ],
  ["PixelPaladin", "Started the winter showcase game. The art style is lovely."],
  [
    "RetroRaccoon",
    "Also trying Oregon Trail in the arcade now. My whole party got dysentery again.",
  ],
  ["LagSlayer", "Some things never change."],
  ["QuestQueen", "Is anyone streaming their weekend games? I'd watch."],
  ["NovaStrike", "I'll be live on Sunday evening with the roleplay server, link on my profile."],
  ["ByteBard", "I might stream the playtest. Watching people find bugs live is humbling."],
  ["PixelPaladin", "That sounds like great content, honestly. People love a bug hunt."],
  ["LagSlayer", "Final ranked tally for the weekend: up one rank. Going to bed happy."],
  ["RetroRaccoon", "Congrats! Keen is finished too, all four episodes."],
  ["QuestQueen", "All four in one weekend? Impressive."],
  ["RetroRaccoon", "They're short, and a train journey helps."],
  ["NovaStrike", "Stream went well, thanks to everyone who stopped by."],
  ["ByteBard", "Playtest found eleven bugs. Eight of them were mine, three were features."],
  ["PixelPaladin", "'Three were features' is the most developer sentence I've ever read.", 45],
  ["QuestQueen", "Same thread next weekend? This was fun to follow."],
  ["NovaStrike", "Definitely. I'll open a new one on Friday."],
  ["LagSlayer", "See you all there. Bring your ranked stories."],
];

const LIKED_BY: readonly DemoMemberName[][] = [
  ["NovaStrike", "QuestQueen"],
  ["ByteBard"],
  ["LagSlayer", "RetroRaccoon", "PixelPaladin"],
];

export const LONG_DEMO_DISCUSSION: DemoDiscussion = {
  category: "general-discussion",
  author: "NovaStrike",
  title: "What are you playing this weekend?",
  hoursAgo: 320,
  views: 1284,
  tags: ["Community", "Discussion"],
  content: `Weekend thread! Tell us what you're playing, what you finished and what surprised you.

Short answers are fine, screenshots and stories are better. I'll start: GTA V on the roleplay server with the usual crew, and probably some Neon Drift when I need a break.`,
  upvoters: ["PixelPaladin", "RetroRaccoon", "QuestQueen", "LagSlayer", "ByteBard"],
  isHotTopic: true,
  replies: WEEKEND_REPLIES.map(([author, content, quotes], index): DemoForumReply => {
    const likedBy = index % 4 === 0 ? LIKED_BY[index % LIKED_BY.length] : undefined;
    return {
      author,
      hoursAfter: 3 * (index + 1),
      content,
      ...(quotes === undefined ? {} : { quotes }),
      ...(likedBy ? { likedBy: likedBy.filter((member) => member !== author) } : {}),
    };
  }),
};
