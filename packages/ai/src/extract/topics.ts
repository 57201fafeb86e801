/** Areas funders name; a page's area of interest is the ones it names most. */
const TOPICS: Array<[string, RegExp]> = [
  ["arts and culture", /\b(?:arts?|artists?|cultur(?:e|al)|music|theat(?:re|er)|dance|creative)\b/gi],
  ["education", /\b(?:education(?:al)?|schools?|learning|literacy|students?|teachers?)\b/gi],
  ["health", /\b(?:health|medical|mental\s+health|wellbeing|well-being|disease|care)\b/gi],
  ["environment", /\b(?:environment(?:al)?|climate|conservation|biodiversity|sustainab(?:le|ility)|nature|energy)\b/gi],
  ["housing", /\b(?:housing|homeless(?:ness)?|shelter)\b/gi],
  ["youth", /\b(?:youth|young\s+people|children|teens?)\b/gi],
  ["community development", /\b(?:community\s+development|neighbou?rhoods?|civic|community-led)\b/gi],
  ["research", /\b(?:research(?:ers)?|scientific|science|studies)\b/gi],
  ["heritage", /\b(?:heritage|historic(?:al)?|museums?|archives?)\b/gi],
  ["economic development", /\b(?:economic\s+development|jobs|workforce|entrepreneur(?:s|ship)?|small\s+business)\b/gi],
  ["food and agriculture", /\b(?:food|agricultur(?:e|al)|farm(?:s|ers|ing)?)\b/gi],
  ["social justice", /\b(?:justice|equity|inclusion|civil\s+rights|democracy)\b/gi],
  ["technology", /\b(?:technology|digital|innovation|software|data)\b/gi],
];

export function findTopics(title: string, text: string): { areaOfInterest: string | null; keywords: string[] } {
  const scored = TOPICS.map(([name, re]) => {
    const inTitle = (title.match(re) ?? []).length;
    const matches = text.match(re) ?? [];
    return { name, score: inTitle * 5 + matches.length, words: [...new Set(matches.map((m) => m.toLowerCase()))] };
  })
    .filter((t) => t.score >= 2)
    .sort((a, b) => b.score - a.score);
  return {
    areaOfInterest:
      scored
        .slice(0, 2)
        .map((t) => t.name)
        .join(", ") || null,
    keywords: [...new Set(scored.slice(0, 3).flatMap((t) => t.words.slice(0, 3)))].slice(0, 8),
  };
}
