/**
 * The education library: articles written for this service, in the categories of spec
 * section 3 (news article: title, summary, category). The words live in the education
 * strings (English and Swahili); here is what is not words: the category, the neutral
 * query that finds an illustration, and the stock image to show when search is off.
 */
import { STOCK_IMAGES } from "@shared/api/images";

export const CATEGORIES = [
  "treatment",
  "prevention",
  "research",
  "policy",
  "community",
  "testing",
  "awareness",
  "breakthroughs",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Article {
  id: string;
  category: Category;
  /** Sent to the image search: everyday words, never a health word (it sits in a URL). */
  imageQuery: string;
  /** Index into STOCK_IMAGES. */
  stockImage: number;
}

export const ARTICLES: readonly Article[] = [
  { id: "artDaily", category: "treatment", imageQuery: "glass of water morning routine", stockImage: 1 },
  {
    id: "prepExplained",
    category: "prevention",
    imageQuery: "young woman smiling outdoors africa",
    stockImage: 0,
  },
  { id: "pepWithin72", category: "prevention", imageQuery: "clock calendar planning", stockImage: 3 },
  { id: "longActing", category: "research", imageQuery: "scientist laboratory africa", stockImage: 4 },
  { id: "testAndTreat", category: "policy", imageQuery: "clinic reception africa", stockImage: 3 },
  { id: "peerSupport", category: "community", imageQuery: "community group meeting africa", stockImage: 2 },
  { id: "testingGuide", category: "testing", imageQuery: "nurse talking with patient", stockImage: 3 },
  { id: "uEqualsU", category: "awareness", imageQuery: "happy couple africa", stockImage: 0 },
  {
    id: "breakthroughs",
    category: "breakthroughs",
    imageQuery: "microscope research laboratory",
    stockImage: 4,
  },
];

export function stockImageFor(article: Article): string {
  return STOCK_IMAGES[article.stockImage % STOCK_IMAGES.length]!;
}
