import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Page-aligned memory an image surface draws into: mapped fresh (the kernel zero-fills
/// it) or taken back from ``SurfaceMemoryPool`` (then cleared before it is drawn into).
final class SurfaceMemory: @unchecked Sendable {
    /// The first byte.
    let pointer: UnsafeMutableRawPointer
    /// How many bytes are mapped: at least what was asked for, a whole number of pages.
    let capacity: Int
    /// Whether every byte is still zero (freshly mapped, never drawn into).
    fileprivate(set) var isZeroed = true

    /// Zeroes `range` unless the memory is known to be zero; threads may clear disjoint ranges.
    func clear(_ range: Range<Int>) {
        guard !isZeroed else { return }
        (pointer + range.lowerBound).initializeMemory(as: UInt8.self, repeating: 0, count: range.count)
    }

    /// Maps `byteCount` bytes (rounded up to whole pages); nil when the system refuses.
    init?(byteCount: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let (rounded, overflow) = byteCount.addingReportingOverflow(page - 1)
        guard byteCount > 0, !overflow else { return nil }
        capacity = rounded / page * page
        let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        pointer = mapped
    }

    deinit { munmap(pointer, capacity) }
}

/// Keeps the memory of image surfaces that are done with, so the next image of the same or a
/// smaller size draws into pages that are already mapped instead of a fresh buffer the kernel
/// zero-fills page by page (14–22 MB for every image of a preview matrix).
///
/// Buffers are never more than were in use at once: when no kept buffer is large enough,
/// one of the kept (smaller) ones is unmapped before a new one is mapped. A matrix on `n`
/// workers therefore holds `n` buffers of the largest size it drew, and no more.
final class SurfaceMemoryPool: @unchecked Sendable {
    /// The process-wide pool every raster draws from.
    static let shared = SurfaceMemoryPool(largestKept: 128 << 20)

    private let lock = NSLock()
    private var kept: [SurfaceMemory] = []
    private let largestKept: Int

    /// A pool that keeps buffers of at most `largestKept` bytes (larger ones are unmapped
    /// when given back: a one-off huge image should not stay resident).
    init(largestKept: Int) {
        self.largestKept = largestKept
    }

    /// Memory for at least `byteCount` bytes, to be cleared (``SurfaceMemory/clear(_:)``)
    /// before it is drawn into; nil when it cannot be mapped.
    func take(byteCount: Int) -> SurfaceMemory? {
        let reused: SurfaceMemory? = lock.withLock {
            let fitting = kept.indices.filter { kept[$0].capacity >= byteCount }
            if let best = fitting.min(by: { kept[$0].capacity < kept[$1].capacity }) {
                return kept.remove(at: best)
            }
            // Every kept buffer is too small: give one back so that the count stays the same.
            if !kept.isEmpty { kept.removeLast() }
            return nil
        }
        guard let reused else { return SurfaceMemory(byteCount: byteCount) }
        reused.isZeroed = false
        return reused
    }

    /// Takes back memory no surface draws into any more.
    func give(_ memory: SurfaceMemory) {
        guard memory.capacity <= largestKept else { return }
        lock.withLock { kept.append(memory) }
    }

    /// How many buffers are kept now (for tests).
    var keptCount: Int { lock.withLock { kept.count } }
}
