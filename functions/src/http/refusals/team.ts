import type { TeamRefusal } from "../../domain/team/refusals";
import { AppError } from "../../errors";
import type { Wording } from "./wording";

export const teamWording: Wording<TeamRefusal> = {
  "last-owner": () => new AppError("last-owner", "The shop must keep at least one owner", 409),
};
