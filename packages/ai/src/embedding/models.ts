/** The embedding models the product moves between: the legacy 1536-d model and the new, shortenable one. */
export const EMBEDDING_MODELS = {
  legacy: { name: "text-embedding-ada-002", dimensions: 1536 },
  new: { name: "text-embedding-3-small", dimensions: [384, 1536], defaultDimensions: 384 },
} as const;

/** "legacy", "new" (384-d) or the new model at an explicit size. */
export type EmbeddingModelChoice = "legacy" | "new" | { model: "new"; dimensions: 384 | 1536 };

export function embeddingDimensions(choice: EmbeddingModelChoice = "new"): 384 | 1536 {
  if (choice === "legacy") return EMBEDDING_MODELS.legacy.dimensions;
  if (choice === "new") return EMBEDDING_MODELS.new.defaultDimensions;
  return choice.dimensions;
}

export function embeddingModelName(choice: EmbeddingModelChoice = "new"): string {
  return choice === "legacy" ? EMBEDDING_MODELS.legacy.name : EMBEDDING_MODELS.new.name;
}
