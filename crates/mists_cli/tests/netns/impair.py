#!/usr/bin/env python3
"""A bad link in userspace (issue 63), what `tc netem` does, for a kernel built without netem.

Run inside a namespace whose forwarded packets are routed into the TUN device it makes
(tests/netns/link.rs sets the routes): each packet read is dropped, delayed (± jitter),
sent at once (reordered past the held ones) or copied, then written back into the TUN, from
where the kernel routes it on. Python, not Rust: attaching a TUN takes an ioctl, which the
workspace's `unsafe_code = "forbid"` rules out, and the Rust TUN crates would change the test
build's features of a crate Bevy uses (Bevy would be compiled twice in CI).

    impair.py DEVICE DELAY_MS,JITTER_MS,LOSS_PM,REORDER_PM,DUP_PM

Says "impairer ready" once the device exists, forwards until standard input closes, then says
"impairer counted READ DROPPED COPIED REORDERED" (reordered: written after a packet read later).
"""
import fcntl
import heapq
import os
import random
import select
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN, IFF_NO_PI = 0x0001, 0x1000


def open_tun(name):
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    return fd


def main():
    name, spec = sys.argv[1], sys.argv[2]
    delay, jitter, loss, reorder, dup = (int(x) for x in spec.split(","))
    fd = open_tun(name)
    rng = random.Random(0x6D697374)  # the same faults run to run, as far as the packets' order allows
    held = []  # (due, seq, copy number, packet)
    read = dropped = copied = reordered = newest = 0
    stdin = sys.stdin.fileno()
    print("impairer ready", flush=True)

    def later(now):
        return now + max(0, delay + rng.randint(-jitter, jitter)) / 1000.0

    while True:
        now = time.monotonic()
        while held and held[0][0] <= now:
            _, seq, _, packet = heapq.heappop(held)
            reordered += seq < newest
            newest = max(newest, seq)
            try:
                os.write(fd, packet)
            except OSError:
                pass  # a packet the kernel refuses is as good as lost
        wait = max(0.0, held[0][0] - now) if held else 0.5
        ready, _, _ = select.select([fd, stdin], [], [], wait)
        if stdin in ready and not os.read(stdin, 4096):
            break
        if fd not in ready:
            continue
        packet = os.read(fd, 65536)
        read += 1
        now = time.monotonic()
        if rng.randrange(1000) < loss:
            dropped += 1
            continue
        due = now if rng.randrange(1000) < reorder else later(now)
        heapq.heappush(held, (due, read, 0, packet))
        if rng.randrange(1000) < dup:
            copied += 1
            heapq.heappush(held, (later(now), read, 1, packet))
    print(f"impairer counted {read} {dropped} {copied} {reordered}", flush=True)


if __name__ == "__main__":
    main()
