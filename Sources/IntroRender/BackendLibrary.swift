import Foundation
import IntroUI
import Synchronization

/// Backends from a shared library that another package builds (a `.dynamic` library product),
/// added to a registry when a program starts: how a stock `introkit`, built without them,
/// gets them (`INTROKIT_BACKENDS=/path/libWebPBackendPlugin.so introkit backends`).
///
/// The library exports one C function, ``entryPoint``, which ``load(_:into:)`` calls with the
/// registry and the host's ``interfaceVersion``; it hands both to
/// ``registry(from:hostInterface:)`` and registers its backends there (``BackendRegistry/register(_:asDefault:)``,
/// `asDefault` choosing the default). It must be built from the same IntroKit as the host:
/// both have their own copy of IntroKit's modules and pass its values between them, so a
/// library whose copy differs is refused, not run.
public enum BackendLibrary {
    /// The C name of the function a backend library exports:
    /// `int32_t introkit_register_backends(void *registry, const char *hostInterface)`,
    /// returning 0 when it registered its backends.
    public static let entryPoint = "introkit_register_backends"

    /// The environment variable naming backend libraries to load, separated by `:`.
    public static let environmentVariable = "INTROKIT_BACKENDS"

    /// What a library and its host must share: the contract's revision and the memory layout
    /// of the values they pass to each other. Two builds of different IntroKit contracts
    /// give different strings.
    public static var interfaceVersion: String {
        let sizes = [
            MemoryLayout<DisplayItem>.size, MemoryLayout<DisplayList>.size, MemoryLayout<Canvas>.size,
            MemoryLayout<RenderOptions>.size, MemoryLayout<RenderOutput>.size, MemoryLayout<RenderProduct>.size,
            MemoryLayout<RenderIdentity>.size, MemoryLayout<RenderDiagnostic>.size, MemoryLayout<ImageResolution>.size,
            MemoryLayout<RasterizedImage>.size, MemoryLayout<TextAttributes>.size,
        ]
        return "introkit-backend-interface 1 " + sizes.map(String.init).joined(separator: ".")
    }

    /// Loads the library at `path` and lets it register its backends in `registry`.
    public static func load(_ path: String, into registry: BackendRegistry) throws(BackendLibraryError) {
        // Its symbols stay its own (RTLD_LOCAL): its copy of IntroKit never replaces the host's.
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw .notLoaded(path: path, reason: dlerror().map { String(cString: $0) } ?? "unknown")
        }
        guard let symbol = dlsym(handle, entryPoint) else { throw .noEntryPoint(path: path, symbol: entryPoint) }
        typealias Entry = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32
        let register = unsafeBitCast(symbol, to: Entry.self)
        let status = interfaceVersion.withCString { register(Unmanaged.passUnretained(registry).toOpaque(), $0) }
        guard status == 0 else { throw .otherInterface(path: path, host: interfaceVersion) }
    }

    /// Loads every library a `:`-separated list names (``environmentVariable``'s value), in order.
    public static func load(list: String, into registry: BackendRegistry) throws(BackendLibraryError) {
        for path in list.split(separator: ":").map(String.init) where !path.isEmpty {
            try load(path, into: registry)
        }
    }

    /// Loads the libraries `environment`'s ``environmentVariable`` names (``load(list:into:)``),
    /// each list once per process: a list already loaded is not loaded again, one that failed is.
    public static func load(environment: [String: String], into registry: BackendRegistry) throws(BackendLibraryError) {
        guard let list = environment[environmentVariable], !list.isEmpty else { return }
        try loadedLists.withLock { loaded throws(BackendLibraryError) in
            guard !loaded.contains(list) else { return }
            try load(list: list, into: registry)
            loaded.insert(list)
        }
    }

    /// The ``environmentVariable`` lists already loaded in this process.
    private static let loadedLists = Mutex<Set<String>>([])

    /// In a library's entry point: the host's registry, or nil when the host was built from
    /// another IntroKit contract (`hostInterface` is not this library's ``interfaceVersion``),
    /// in which case the entry point registers nothing and returns non-zero.
    public static func registry(from pointer: UnsafeMutableRawPointer, hostInterface: UnsafePointer<CChar>) -> BackendRegistry? {
        guard String(cString: hostInterface) == interfaceVersion else { return nil }
        return Unmanaged<BackendRegistry>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// Why a backend library was not added.
public enum BackendLibraryError: Error, Hashable, Sendable {
    /// The file could not be loaded (missing, not a shared library, a missing dependency).
    case notLoaded(path: String, reason: String)
    /// The library does not export the entry point.
    case noEntryPoint(path: String, symbol: String)
    /// The library was built from another IntroKit contract than the host (`host`'s).
    case otherInterface(path: String, host: String)
}
