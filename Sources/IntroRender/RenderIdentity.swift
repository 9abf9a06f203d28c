/// What decides a backend's bytes besides the display list and the render options, as a
/// stable value: its settings, the versions of the libraries and fonts it draws with, and
/// the files it reads on its own (fonts, configuration). The render cache keys every output
/// by it, so a backend declares it explicitly (``RenderBackend/cacheIdentity``): two backends
/// (or two settings of one) whose files differ must have identities that differ.
public struct RenderIdentity: Hashable, Sendable {
    /// The backend's settings by name (`format: png`, `compression: automatic`,
    /// `quality: 80`): whatever makes two instances of it write different bytes.
    public var settings: [String: String]
    /// Library and font versions (what snapshot references record, ``RenderBackend/environment``).
    public var environment: [String: String]
    /// Paths of files whose contents may change what it draws (every font fontconfig
    /// offers, its configuration files); the cache keys by each file's size and time.
    public var files: [String]

    /// An identity of `settings`, `environment` and `files`.
    public init(settings: [String: String], environment: [String: String] = [:], files: [String] = []) {
        self.settings = settings
        self.environment = environment
        self.files = files
    }

    /// The settings and the environment as sorted `name=value` lines (settings first): the
    /// same identity gives the same lines in every process. ``files`` are left to the
    /// caller, which knows how it identifies a file.
    public var lines: [String] {
        let sorted = { (values: [String: String], prefix: String) in
            values.sorted { $0.key < $1.key }.map { "\(prefix)\($0.key)=\($0.value)" }
        }
        return sorted(settings, "setting.") + sorted(environment, "environment.")
    }
}
