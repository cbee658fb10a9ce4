import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useServiceModal } from "./use-service-modal";

describe("useServiceModal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes 300 ms to close", () => {
    const { result } = renderHook(() => useServiceModal());
    act(() => result.current.open("prep"));
    expect(result.current).toMatchObject({ serviceId: "prep", closing: false });

    act(() => result.current.close());
    expect(result.current).toMatchObject({ serviceId: "prep", closing: true });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.serviceId).toBe("prep");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ serviceId: null, closing: false });
  });

  it("stays open when another service opens while it is closing", () => {
    const { result } = renderHook(() => useServiceModal());
    act(() => result.current.open("art"));
    act(() => result.current.close());
    act(() => result.current.open("testing"));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ serviceId: "testing", closing: false });
  });
});
