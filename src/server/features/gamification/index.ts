/** What other features use of gamification: they import it from here, never from its files. */
export type { CounterMetric } from "./achievement-catalogue";
export {
  type AwardScope,
  awardReplyOf,
  type Earned,
  type GamificationContext,
  reportAward,
  withAwards,
} from "./award-engine";
export { AWARD_RULES } from "./award-rules";
