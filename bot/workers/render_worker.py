"""The picture worker process of ``bot.workers.render_pool``: run jobs read from stdin,
answer each on the original stdout, in order.

The protocol is length-prefixed pickles (``frame``/``read_frame``): the pool writes
``(job, args)`` frames to the worker's stdin, the worker answers each with ``(True,
result)`` or ``(False, exception)``.  Jobs are module-level functions (pickled by name),
so the worker imports what a job needs the first time it runs one.  Started with
``python -m bot.workers.render_worker`` and the bot's ``sys.path`` as ``PYTHONPATH``.

Anything a job prints goes to stderr: the protocol keeps the real stdout to itself.
"""

from __future__ import annotations

import ctypes
import os
import pickle
import struct
import sys
from typing import BinaryIO

#: A frame's header: the pickle's length in bytes, unsigned 32-bit big-endian.
HEADER = struct.Struct(">I")

#: glibc ``mallopt`` parameters (malloc.h): M_TRIM_THRESHOLD, M_MMAP_THRESHOLD.
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3


def keep_freed_memory() -> None:
    """Let this process's glibc malloc keep the memory a picture frees for the next one
    (each worker at start-up; a process that draws itself calls it too).

    A picture allocates and frees a few buffers of about half a MiB (the palette canvas, the
    PNG rows).  glibc's default thresholds adapt to the largest block freed so far, and at
    that size they map and unmap those buffers, or trim the heap, at every picture: the page
    faults cost ≈ 0.5 ms of system time a Genetess picture (≈ 25 %).  Fixed thresholds
    (blocks under 4 MiB from the heap; the heap trimmed when 16 MiB are free at its top)
    stop that for at most 16 MiB of kept memory.  Elsewhere than glibc, nothing is changed.
    """
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(_M_MMAP_THRESHOLD, 4 << 20)
        libc.mallopt(_M_TRIM_THRESHOLD, 16 << 20)
    except (OSError, AttributeError):
        pass


def frame(value: object) -> bytes:
    """``value`` pickled (highest protocol) behind its ``HEADER``.  Raises what ``pickle``
    raises for a value that cannot be pickled."""
    body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(body)) + body


def read_frame(stream: BinaryIO) -> bytes | None:
    """The pickle of the next frame on ``stream``; ``None`` at the end of the stream."""
    header = stream.read(HEADER.size)
    if len(header) < HEADER.size:
        return None
    return stream.read(HEADER.unpack(header)[0])


def answer(request: bytes) -> bytes:
    """The framed answer to the pickled ``(job, args)`` ``request``: ``(True, job(*args))``,
    or ``(False, error)`` for an ``Exception`` raised unpickling or running it (one that
    cannot be pickled is sent as a ``RuntimeError`` naming it)."""
    try:
        job, args = pickle.loads(request)
        return frame((True, job(*args)))
    except Exception as error:  # the caller's to handle, as if raised in its own process
        try:
            return frame((False, error))
        except Exception:
            return frame((False, RuntimeError(f"{type(error).__name__}: {error}")))


def main() -> None:
    """Serve jobs until stdin ends."""
    keep_freed_memory()
    jobs = sys.stdin.buffer
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())   # stray prints must not break a frame
    import render  # noqa: F401  (fonts and Pillow loaded before the first picture)
    while (request := read_frame(jobs)) is not None:
        answers.write(answer(request))
        answers.flush()


if __name__ == "__main__":
    main()
