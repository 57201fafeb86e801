import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

type Kind = "success" | "error" | "info";

const COLORS: Record<Kind, string> = { success: "green", error: "red", info: "blue" };
/** Spec section 9: success 3 s, error (destructive) 5 s. Every toast of the app goes through here. */
const DURATION: Record<Kind, number | false> = { success: 3000, error: 5000, info: 4000 };

/**
 * One toast at a time (spec section 4): a new toast replaces the visible one instead of queueing
 * behind it. Pass an id to update a toast in place (Processing Export → Export Complete).
 */
export function toast(kind: Kind, title: string, message: ReactNode, opts: { id?: string; autoClose?: number | false } = {}) {
  const payload = {
    title,
    message,
    color: COLORS[kind],
    autoClose: opts.autoClose ?? DURATION[kind],
    withCloseButton: true,
    loading: kind === "info" && opts.autoClose === false,
  };
  notifications.clean();
  notifications.show(opts.id ? { ...payload, id: opts.id } : payload);
}

export function updateToast(id: string, kind: Kind, title: string, message: string) {
  notifications.update({ id, title, message, color: COLORS[kind], autoClose: DURATION[kind], loading: false });
}
