import Foundation

/// The one trust policy for a folder named on the command line whose contents come from
/// someone else — an asset folder or catalog, a CI shard, a gallery folder, a `.lproj`
/// folder, the render cache: nothing is read from, or written to, outside it.
///
/// A path inside it (as a manifest or a catalog gives one) must be plain: relative,
/// `/`-separated, with no `..` component, no empty component (`a//b`, a trailing `/`) and no
/// NUL. What it names, followed through every symbolic link, must lie inside the folder:
/// links that stay inside are allowed, links out are refused. A path need not exist yet (an
/// output about to be written): the deepest part of it that exists must resolve inside.
public struct FolderBoundary: Sendable {
    /// Why a path is refused.
    public enum Refusal: Error, Hashable, Sendable {
        /// It starts with `/` (or `~`).
        case absolute
        /// A component is `..`.
        case climbs
        /// A component is empty (`a//b`, a trailing `/`), or the path is.
        case emptyComponent
        /// It holds a NUL character.
        case nul
        /// It leads out of the folder through a symbolic link.
        case linksOutside
    }

    /// The folder, as named.
    public let folder: URL
    /// The folder's real path, links resolved (of its deepest existing part, when it does
    /// not exist yet).
    private let realFolder: String

    /// The boundary of `folder`.
    public init(_ folder: URL) {
        self.folder = folder
        realFolder = Self.realPath(folder.standardizedFileURL.path)
    }

    /// Why `relative` cannot name a file inside any folder, or nil when it is plain.
    public static func refusal(of relative: String) -> Refusal? {
        if relative.utf8.contains(0) { return .nul }
        if relative.hasPrefix("/") || relative.hasPrefix("~") { return .absolute }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") { return .climbs }
        if components.contains(where: \.isEmpty) { return .emptyComponent }
        return nil
    }

    /// The file `relative` names inside the folder, once it is plain and does not lead out.
    public func file(_ relative: String) throws(Refusal) -> URL {
        if let refusal = Self.refusal(of: relative) { throw refusal }
        let url = folder.appendingPathComponent(relative)
        guard contains(path: url.path) else { throw .linksOutside }
        return url
    }

    /// Whether the absolute `path` (a file found walking the folder, an entry of a cache
    /// inside it), followed through its links, lies inside the folder.
    public func contains(path: String) -> Bool {
        let real = Self.realPath(path)
        return real == realFolder || real.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/")
    }

    /// `path` with every link resolved; for a path that does not exist (yet), its deepest
    /// existing ancestor resolved and the rest appended as it is.
    static func realPath(_ path: String) -> String {
        var missing: [Substring] = []
        var existing = Substring(path)
        while true {
            if let resolved = realpath(String(existing), nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                guard !missing.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            guard errno == ENOENT || errno == ENOTDIR, let slash = existing.lastIndex(of: "/") else { return path }
            missing.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : existing[..<slash]
        }
    }
}
