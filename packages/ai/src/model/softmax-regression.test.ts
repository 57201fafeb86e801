import { describe, expect, it } from "vitest";
import { classify, type Example, trainSoftmax } from "./softmax-regression.js";

const example = (words: string[], y: number, group: string): Example => ({ x: new Map(words.map((w) => [w, 1])), y, group });

describe("softmax regression", () => {
  const data: Example[] = [];
  for (const site of ["a", "b", "c", "d"]) {
    data.push(example(["deadline", "t:grant"], 1, site), example(["amount", "t:fellowship"], 1, site));
    data.push(example(["t:news"], 0, site), example(["t:team", "article"], 0, site), example([`t:only-${site}`], 0, site));
  }

  it("learns a separable problem and predicts unseen combinations", () => {
    const model = trainSoftmax(data, { classes: ["no", "yes"], l2: 0.001, epochs: 300, learningRate: 0.1, minGroups: 3 });
    expect(classify(model, new Map([["deadline", 1]])).label).toBe("yes");
    expect(classify(model, new Map([["t:news", 1]])).label).toBe("no");
  });

  it("keeps a word feature only when enough sites share it (no rule fitted to one site)", () => {
    const model = trainSoftmax(data, { classes: ["no", "yes"], l2: 0.001, epochs: 50, learningRate: 0.1, minGroups: 3 });
    expect(Object.keys(model.weights)).toContain("t:grant");
    expect(Object.keys(model.weights).some((n) => n.startsWith("t:only-"))).toBe(false);
  });

  it("is deterministic", () => {
    const opts = { classes: ["no", "yes"], l2: 0.001, epochs: 40, learningRate: 0.1, minGroups: 2 };
    expect(trainSoftmax(data, opts)).toEqual(trainSoftmax(data, opts));
  });
});
