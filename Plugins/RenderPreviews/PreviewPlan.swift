import Foundation

/// What `render-previews` runs: one `introkit render sheet` for every Welcome Sheet file,
/// one `introkit render stories … --format filmstrip` per Stories file, one
/// `introkit previews` per Swift target named with `--target`, then `introkit gallery` of
/// the output folder (`index.html`).
///
/// Arguments ending in `.json` are inputs (default, when no `--target` is named either:
/// every JSON file under `Samples/`); the plugin's own `--output DIR` picks the folder
/// (default `Previews`) and `--target NAME` a target of the package whose SwiftUI previews
/// render into `SwiftUI/NAME` there; every other argument is passed to
/// `introkit render sheet`, and those `introkit previews` also has (``previewsOptions``) to
/// it. Without `--device` sheets and previews render on a small phone, a large phone and an
/// iPad; without `--color-scheme`, in light and dark. Stories render at 2 fps on the
/// `--device` given when it is a single device, else on an iPhone 15.
struct PreviewPlan {
    /// One `introkit` invocation.
    struct Job {
        /// What it renders, for messages.
        let title: String
        /// The arguments after `introkit`.
        let arguments: [String]
    }

    /// The devices sheets render on when no `--device` is given.
    static let defaultDevices = ["iphone-se", "iphone-15-pro-max", "ipad-pro-11"]
    /// The device of stories filmstrips when no single `--device` is given.
    static let defaultStoriesDevice = "iphone-15"
    /// `--device` words that name groups, not one device.
    static let deviceGroups: Set<String> = ["all", "iphones", "ipads"]
    /// The options of `introkit render sheet` that `introkit previews` takes too, each with
    /// a value.
    static let previewsOptions: Set<String> = [
        "--device", "--orientation", "--color-scheme", "--backend", "--scale", "--dynamic-type", "--locale",
    ]

    /// The folder outputs go to.
    let output: URL
    /// Welcome Sheet files.
    let sheets: [URL]
    /// Stories files.
    let stories: [URL]
    /// Options for `introkit render sheet`.
    let sheetOptions: [String]
    /// The targets named with `--target` that the package has, with their source folders,
    /// in the order named.
    let swiftTargets: [(name: String, directory: URL)]
    /// The names given with `--target` that are not targets of the package.
    let unknownTargets: [String]

    /// Reads the plugin's arguments; inputs are sorted into sheets and stories by content
    /// (``InputKind``), `measure --batch` files left out. `targets` are the package's source
    /// targets by name, with their folders.
    init(arguments: [String], packageDirectory: URL, targets: [String: URL] = [:]) {
        var output = packageDirectory.appendingPathComponent("Previews")
        var inputs: [URL] = []
        var options: [String] = []
        var targetNames: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--output", index + 1 < arguments.count {
                output = Self.resolve(arguments[index + 1], in: packageDirectory)
                index += 2
                continue
            }
            if argument == "--target", index + 1 < arguments.count {
                if !targetNames.contains(arguments[index + 1]) { targetNames.append(arguments[index + 1]) }
                index += 2
                continue
            }
            if argument.lowercased().hasSuffix(".json") {
                inputs.append(Self.resolve(argument, in: packageDirectory))
            } else {
                options.append(argument)
            }
            index += 1
        }
        if inputs.isEmpty && targetNames.isEmpty {
            inputs = Self.jsonFiles(under: packageDirectory.appendingPathComponent("Samples"))
        }
        let kinds = inputs.map { (file: $0, kind: InputKind(of: $0)) }
        self.output = output
        self.stories = kinds.filter { $0.kind == .stories }.map(\.file)
        self.sheets = kinds.filter { $0.kind == .sheet }.map(\.file)
        self.sheetOptions = options
        self.swiftTargets = targetNames.compactMap { name in targets[name].map { (name, $0) } }
        self.unknownTargets = targetNames.filter { targets[$0] == nil }
    }

    /// The invocations: sheets, stories, then the gallery of everything.
    var jobs: [Job] {
        var jobs: [Job] = []
        // A sheet beside an asset catalog is rendered with it (`--assets`), unless given one.
        let catalogs = sheetOptions.contains("--assets") ? [:] : Dictionary(grouping: sheets, by: Self.catalog(beside:))
        for catalog in catalogs.keys.sorted(by: { ($0?.path ?? "") < ($1?.path ?? "") }) {
            let group = catalogs[catalog] ?? []
            var arguments = ["render", "sheet"] + group.map(\.path) + sheetOptions
            if let catalog { arguments += ["--assets", catalog.path] }
            arguments += matrixDefaults
            arguments += ["-o", output.appendingPathComponent("WelcomeSheet").path, "-q"]
            jobs.append(Job(title: "\(group.count) Welcome Sheet file(s)", arguments: arguments))
        }
        for file in stories {
            let name = file.deletingPathExtension().lastPathComponent
            jobs.append(Job(title: file.lastPathComponent, arguments: [
                "render", "stories", file.path, "--device", storiesDevice, "--fps", "2", "--format", "filmstrip",
                "-o", output.appendingPathComponent("Stories").appendingPathComponent(name).path, "-q",
            ]))
        }
        for target in swiftTargets {
            var arguments = ["previews", target.directory.path] + previewsPassThrough
            arguments += matrixDefaults
            arguments += ["-o", output.appendingPathComponent("SwiftUI").appendingPathComponent(target.name).path, "-q"]
            jobs.append(Job(title: "the previews of \(target.name)", arguments: arguments))
        }
        if !jobs.isEmpty {
            jobs.append(Job(title: "gallery", arguments: ["gallery", output.path, "-q"]))
        }
        return jobs
    }

    /// The devices and colour schemes that sheets and previews render on when none are given.
    private var matrixDefaults: [String] {
        var arguments: [String] = []
        if !sheetOptions.contains("--device") { arguments += Self.defaultDevices.flatMap { ["--device", $0] } }
        if !sheetOptions.contains("--color-scheme") { arguments += ["--color-scheme", "both"] }
        return arguments
    }

    /// The options given for sheets that `introkit previews` takes too, in the order given.
    private var previewsPassThrough: [String] {
        sheetOptions.indices.dropLast().filter { Self.previewsOptions.contains(sheetOptions[$0]) }
            .flatMap { [sheetOptions[$0], sheetOptions[$0 + 1]] }
    }

    /// The one device named by `--device`, if exactly one is and it is not a group.
    private var storiesDevice: String {
        let devices = sheetOptions.indices.dropLast().filter { sheetOptions[$0] == "--device" }.map { sheetOptions[$0 + 1] }
        guard devices.count == 1, let device = devices.first, !Self.deviceGroups.contains(device) else {
            return Self.defaultStoriesDevice
        }
        return device
    }

    private static func resolve(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }

    /// The first asset catalog (`*.xcassets`) in a sheet's folder, if any.
    private static func catalog(beside sheet: URL) -> URL? {
        let folder = sheet.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { $0.lowercased().hasSuffix(".xcassets") }.map { folder.appendingPathComponent($0) }
    }

    /// The JSON files under a folder, sorted by path; hidden folders (`.build`), snapshot
    /// references (`__Snapshots__`, whose `environment.json` is not content) and asset
    /// catalogs (whose `Contents.json` files describe images) are skipped.
    private static func jsonFiles(under directory: URL) -> [URL] {
        let walker = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let files = (walker?.allObjects as? [URL] ?? []).filter {
            $0.pathExtension.lowercased() == "json" && !$0.pathComponents.contains("__Snapshots__")
                && !$0.pathComponents.contains { $0.lowercased().hasSuffix(".xcassets") }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// What a JSON input holds, read from its top level.
enum InputKind: Equatable {
    /// A Welcome Sheet file: an array of pages or `{"locale": …, "pages": [ … ]}`; also any
    /// file that cannot be read, so that `render sheet` reports it.
    case sheet
    /// A Stories document: an object without `"pages"`.
    case stories
    /// Texts for `introkit measure --batch`: an array of objects that each have `"text"`
    /// (a page never does); not content, so not rendered.
    case measureBatch

    /// The kind of the JSON file at `file`.
    init(of file: URL) {
        guard let data = try? Data(contentsOf: file),
            let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else {
            self = .sheet
            return
        }
        if let object = value as? [String: Any] {
            self = object["pages"] == nil ? .stories : .sheet
        } else if let array = value as? [Any], !array.isEmpty,
            array.allSatisfy({ ($0 as? [String: Any])?["text"] != nil })
        {
            self = .measureBatch
        } else {
            self = .sheet
        }
    }
}
