import Foundation
import IntroKit
import Testing

/// What `--watch` re-renders after a change: the unit whose file was saved, or every unit
/// when an input they share (a String Catalog, a `.strings` file of a `LANG.lproj`, an assets
/// file, a previews `.swift` file) changed.
@Suite struct WatchedInputsTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString)").standardizedFileURL
        for folder in ["Strings/de.lproj", "Strings/fr.lproj", "Strings/Notes", "Icons.xcassets/star.imageset"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("{}".utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func units(_ names: String...) -> [WatchedInputs.Unit] {
        names.map { WatchedInputs.Unit(name: $0, files: [root.appendingPathComponent($0)]) }
    }

    @Test func aSaveReRendersItsOwnUnitOnly() {
        let inputs = WatchedInputs(units: units("a.json", "b.json"))
        #expect(inputs.units(changedBy: [path("b.json")]).map(\.name) == ["b.json"])
        #expect(inputs.units(changedBy: [path("c.json")]).isEmpty)
        #expect(inputs.sharedFiles.isEmpty && inputs.sharedFolders.isEmpty)
    }

    @Test func filesAreUnitsNamedAsGivenAtTheirStandardPath() {
        let inputs = WatchedInputs(files: [("sheet.json", root.appendingPathComponent("Strings/../sheet.json"))])
        #expect(inputs.units == [WatchedInputs.Unit(name: "sheet.json", files: [root.appendingPathComponent("sheet.json")])])
        #expect(inputs.units(changedBy: [path("sheet.json")]).map(\.name) == ["sheet.json"])
    }

    @Test func aCatalogFileChangesEveryUnit() {
        let inputs = WatchedInputs(units: units("a.json", "b.json"), strings: root.appendingPathComponent("Localizable.xcstrings"))
        #expect(inputs.sharedFiles == [root.appendingPathComponent("Localizable.xcstrings")])
        #expect(inputs.units(changedBy: [path("Localizable.xcstrings")]).map(\.name) == ["a.json", "b.json"])
        #expect(inputs.units(changedBy: [path("Localizable.xcstrings.tmp")]).isEmpty)
    }

    @Test func aStringsFolderIsItsLprojFoldersAndAssetsAreWholeFolders() {
        let inputs = WatchedInputs(
            units: units("a.json"), assets: root.appendingPathComponent("Icons.xcassets"), strings: root.appendingPathComponent("Strings"))
        #expect(
            Set(inputs.sharedFolders.map(\.path))
                == [path("Icons.xcassets"), path("Strings/de.lproj"), path("Strings/fr.lproj")])
        #expect(inputs.sharedChange(in: [path("Strings/de.lproj/Localizable.strings")]))
        #expect(inputs.sharedChange(in: [path("Icons.xcassets/star.imageset/star.svg")]))
        #expect(!inputs.sharedChange(in: [path("Strings/Notes/todo.txt")]))
        #expect(!inputs.sharedChange(in: [path("a.json")]))
    }

    @Test func previewSourcesAreOneUnitOfSwiftFiles() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Out"), withIntermediateDirectories: true)
        let inputs = WatchedInputs(sources: [root.appendingPathComponent("App"), root.appendingPathComponent("One.swift")], named: "App One.swift")
        #expect(inputs.units.map(\.name) == ["App One.swift"])
        #expect(inputs.sharedFolders.map(\.path) == [path("App")] && inputs.sharedFiles.map(\.path) == [path("One.swift")])
        #expect(inputs.units(changedBy: [path("App/Views/Card.swift")]).count == 1)
        #expect(inputs.units(changedBy: [path("One.swift")]).count == 1)
        // The output folder inside a watched folder: its images do not re-render.
        #expect(inputs.units(changedBy: [path("App/Out/card.png")]).isEmpty)
    }

    #if canImport(Glibc)
    @Test func theWatcherSeesASaveInsideAWatchedCatalog() throws {
        let inputs = WatchedInputs(units: units("a.json"), assets: root.appendingPathComponent("Icons.xcassets"))
        let watcher = try inputs.watcher()
        let image = root.appendingPathComponent("Icons.xcassets/star.imageset/star.svg")
        try Data("<svg/>".utf8).write(to: image)
        let changed = watcher.nextChanges(waitingAtMost: FileWatcherTests.guardMilliseconds)
        #expect(changed.contains(image.path))
        #expect(inputs.units(changedBy: changed).map(\.name) == ["a.json"])
    }
    #endif
}
