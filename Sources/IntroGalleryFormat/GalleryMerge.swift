/// Joins the manifests of several sources (CI shards, or the subfolders of one output folder)
/// into one, refusing outputs that two sources both claim.
public enum GalleryMerge {
    /// One source's manifest, named for messages (its folder).
    public typealias Source = (name: String, manifest: GalleryManifest)

    /// Every entry of every source, in source order. Two entries with the same
    /// ``GalleryEntry/key`` are an ``GalleryError/overlapping(key:sources:)`` error, two
    /// different entries with the same path a ``GalleryError/conflicting(path:sources:)`` error;
    /// the first such problem is thrown. Problems of inputs are kept, generations added.
    public static func merge(_ sources: [Source], generator: String) throws(GalleryError) -> GalleryManifest {
        var byKey: [String: String] = [:]
        var byPath: [String: (source: String, entry: GalleryEntry)] = [:]
        var merged = GalleryManifest(generator: generator)
        for (name, manifest) in sources {
            for entry in manifest.entries {
                if let earlier = byKey[entry.key] { throw .overlapping(key: entry.key, sources: [earlier, name]) }
                if let earlier = byPath[entry.path] {
                    throw .conflicting(path: entry.path, sources: [earlier.source, name])
                }
                byKey[entry.key] = name
                byPath[entry.path] = (name, entry)
                merged.entries.append(entry)
            }
            merged.problems += manifest.problems
            merged.generation += manifest.generation
        }
        return merged
    }
}
