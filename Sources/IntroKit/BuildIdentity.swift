import Foundation

#if canImport(CLoadedObjects)
    import CLoadedObjects
#endif

/// What identifies the code that draws: the executable and every shared library loaded into
/// the process (Cairo, Pango, HarfBuzz, FreeType, librsvg, libdeflate …), each by the GNU
/// build id its linker wrote — a hash of its contents, so a rebuilt IntroKit with the same
/// code keeps its cache in CI and a changed one, or an upgraded library, does not. An object
/// without a build id is named by its path, size and modification time.
enum BuildIdentity {
    /// One line per loaded object, sorted; read once per process from the program headers
    /// already in memory (no file is read).
    static let loadedObjects: [String] = {
        #if canImport(CLoadedObjects)
            let found = Found()
            _ = dl_iterate_phdr({ info, _, context in
                guard let info, let context else { return 0 }
                let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                found.lines.append(BuildIdentity.describe(info.pointee))
                return 0
            }, Unmanaged.passUnretained(found).toOpaque())
            return found.lines.sorted()
        #else
            return [CommandLine.arguments.first.map(fileIdentity) ?? "unknown"]
        #endif
    }()

    private final class Found {
        var lines: [String] = []
    }

    #if canImport(CLoadedObjects)
        /// `path build-id`, or `path size mtime` without one. The main program has no name
        /// in the list; it is `/proc/self/exe`.
        private static func describe(_ info: introkit_loaded_object) -> String {
            let name = info.name.map { String(cString: $0) } ?? ""
            let path = name.isEmpty ? "/proc/self/exe" : name
            guard let headers = info.headers else { return fileIdentity(path) }
            for index in 0..<Int(info.header_count) where headers[index].p_type == UInt32(PT_NOTE) {
                let start = UnsafeRawPointer(bitPattern: UInt(info.address) &+ UInt(headers[index].p_vaddr))
                if let start, let id = buildID(notes: UnsafeRawBufferPointer(start: start, count: Int(headers[index].p_memsz))) {
                    return "\(name.isEmpty ? "main" : name) \(id)"
                }
            }
            return fileIdentity(path)
        }

        /// The `NT_GNU_BUILD_ID` note among `notes`, as hex.
        private static func buildID(notes: UnsafeRawBufferPointer) -> String? {
            var offset = 0
            func aligned(_ value: Int) -> Int { (value + 3) & ~3 }
            while offset + 12 <= notes.count {
                let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let descriptionSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
                let name = offset + 12
                let description = name + aligned(nameSize)
                guard description + descriptionSize <= notes.count else { return nil }
                if type == 3, nameSize == 4, Array(notes[name..<name + 3]) == Array("GNU".utf8) {
                    return notes[description..<description + descriptionSize].map { String(format: "%02x", $0) }.joined()
                }
                offset = description + aligned(descriptionSize)
            }
            return nil
        }
    #endif

    /// `path size mtime` of a file (following links), or `path missing`.
    static func fileIdentity(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "\(path) missing" }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
