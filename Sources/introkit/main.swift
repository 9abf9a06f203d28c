import CMalloc
import Foundation
import IntroKitCLI

// Blocks of 256 KiB and more (frames, PNG files, thumbnails) are mapped and unmapped with each
// use. Left to itself, glibc raises this threshold after the first large free and then keeps
// such blocks in heaps that do not shrink: 8–10 MB more at the peak of a preview matrix
// (docs/png-encoder.md).
mallopt(M_MMAP_THRESHOLD, 256 * 1024)

exit(IntroKitTool.main())
