import Foundation

/// What a watched render (`--watch`) depends on: its units, each re-rendered alone when one of
/// its files is saved, and the files and folders every unit depends on, whose change
/// re-renders them all.
public struct WatchedInputs: Sendable {
    /// What is rendered, and reported, as one: an input as given, or all of a command's inputs
    /// (the `.swift` files of `previews` compile together), and the files whose save
    /// re-renders it alone.
    public struct Unit: Sendable, Hashable {
        /// The input (or inputs) as given, as messages and the gallery's problems name it.
        public var name: String
        /// Files whose save re-renders this unit only.
        public var files: [URL]

        /// A unit called `name`, re-rendered alone when one of `files` is saved.
        public init(name: String, files: [URL]) {
            self.name = name
            self.files = files
        }
    }

    /// What is rendered, in order.
    public var units: [Unit]
    /// Files every unit depends on (a String Catalog).
    public var sharedFiles: [URL] = []
    /// Folders whose files every unit depends on, watched with everything inside them
    /// (an assets folder with its `.xcassets` catalogs, each `LANG.lproj` of a strings folder).
    public var sharedFolders: [URL] = []
    /// When set, only changes of shared files with this ending count (`.swift` for previews,
    /// whose output folder may be inside a folder it watches).
    public var sharedFileSuffix: String?

    /// `units`, all depending on an assets folder or catalog (`assets`) and a String Catalog
    /// file or a folder of `LANG.lproj` folders (`strings`), when given.
    public init(units: [Unit], assets: URL? = nil, strings: URL? = nil) {
        self.units = units
        if let assets { sharedFolders.append(assets.standardizedFileURL) }
        guard let strings else { return }
        let url = strings.standardizedFileURL
        let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        if children.isEmpty {
            sharedFiles.append(url)
        } else {
            sharedFolders += children.filter { $0.hasSuffix(".lproj") }.map { url.appendingPathComponent($0) }
        }
    }

    /// A unit per input file, named as given (`files`' names) and re-rendered alone when its
    /// file (its url) is saved; all of them when a file of `assets` or `strings` changes.
    public init(files: [(name: String, url: URL)], assets: URL? = nil, strings: URL? = nil) {
        self.init(units: files.map { Unit(name: $0.name, files: [$0.url.standardizedFileURL]) }, assets: assets, strings: strings)
    }

    /// Swift sources that compile together, as one unit called `name`: a save of any `.swift`
    /// file among `sources`, or under a folder among them, re-renders it.
    public init(sources: [URL], named name: String) {
        units = [Unit(name: name, files: [])]
        for url in sources.map(\.standardizedFileURL) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                sharedFolders.append(url)
            } else {
                sharedFiles.append(url)
            }
        }
        sharedFileSuffix = ".swift"
    }

    /// Whether one of the `changed` paths is a shared file or inside a shared folder.
    public func sharedChange(in changed: Set<String>) -> Bool {
        changed.contains { path in
            (sharedFileSuffix.map(path.hasSuffix) ?? true)
                && (sharedFiles.contains { $0.path == path } || sharedFolders.contains { path.hasPrefix($0.path + "/") })
        }
    }

    /// The units to render again after `changed` (paths, as ``FileWatcher`` reports them):
    /// all of them when a shared input changed, else those with a changed file, in order.
    public func units(changedBy changed: Set<String>) -> [Unit] {
        sharedChange(in: changed) ? units : units.filter { $0.files.contains { changed.contains($0.path) } }
    }

    #if canImport(Glibc)
    /// A watcher of every unit's files and the shared inputs.
    public func watcher() throws(FileWatchError) -> FileWatcher {
        try FileWatcher(files: units.flatMap(\.files) + sharedFiles, folders: sharedFolders)
    }
    #endif
}
