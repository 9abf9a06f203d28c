import Foundation
import IntroRender
import IntroUI
import Stories
import Testing

/// The DocC articles cannot rot: their Swift blocks are copies of compiled code (compared
/// line by line, indentation and imports aside), and that code runs.
@Suite struct DocCArticleTests {
    /// The catalogs' Markdown files.
    static let articles: [URL] = {
        let sources = ChildProcess.repository.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return modules.flatMap { module -> [URL] in
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            return files.filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) }
        }
    }()

    /// Files the blocks are copied from.
    static let compiled = [
        "Tests/IntroKitCLITests/DocCArticleCode.swift",
        "Samples/DemoPackage/Package.swift",
        "Samples/DemoPackage/Tests/DemoTests/WelcomeSnapshotTests.swift",
    ]

    /// Lines without their indentation, so that a block may sit inside a function, and
    /// without `import` lines (the compiled file imports once for every block).
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("import ") }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    @Test func swiftBlocksAreCopiesOfCompiledCode() throws {
        let sources = try Self.compiled.map {
            Self.normalized(try String(contentsOf: ChildProcess.repository.appendingPathComponent($0), encoding: .utf8))
        }
        var count = 0
        for article in Self.articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                guard let code = block.components(separatedBy: "\n```").first else { continue }
                count += 1
                #expect(sources.contains { $0.contains(Self.normalized(code)) }, "\(article.lastPathComponent) holds code no compiled file has:\n\(code)")
            }
        }
        #expect(Self.articles.count >= 9 && count >= 6, "\(Self.articles.count) articles, \(count) Swift blocks")
    }

    @Test func theArticlesCodeRuns() throws {
        let (title, grid) = try gettingStartedLayout()
        #expect(title != nil && grid.contains("Welcome"))
        let registry = BackendRegistry()
        registerOperationsBackend(in: registry)
        let backend = try registry.backend(named: "ops")
        let canvas = try DeviceCatalog.device(id: "iphone-se").canvas(.portrait)
        let output = try backend.render(DisplayList(size: canvas.size), canvas: canvas, options: RenderOptions())
        #expect(output.data == Data("\n".utf8))
        #expect(try welcomeSheetLandingLayout().frames.contains { $0.id == "title" })
        #expect(Intro.allCases.map(\.duration) == [5, 3])
    }

    /// `introkit-doccheck` (run by scripts/docs) lists exactly the public symbols without
    /// documentation, and fails only when there is one.
    @Test func docCheckFindsUndocumentedSymbols() throws {
        let folder = try ChildProcess.temporaryDirectory("doccheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        func symbol(_ path: [String], documented: Bool, line: Int = 4) -> String {
            let doc = documented ? #", "docComment": {"lines": [{"text": "Documented."}]}"# : ""
            let pathText = path.map { "\"\($0)\"" }.joined(separator: ", ")
            return #"{"kind": {"identifier": "swift.property", "displayName": "Instance Property"}, "pathComponents": [\#(pathText)], "location": {"uri": "file:///src/A.swift", "position": {"line": \#(line), "character": 4}}\#(doc)}"#
        }
        let symbols = [
            symbol(["Point", "x"], documented: true), symbol(["Point", "y"], documented: false, line: 9),
            symbol(["Point", "==(_:_:)"], documented: false), symbol(["Point", "hash(into:)"], documented: false),
        ]
        let graph = folder.appendingPathComponent("A.symbols.json")
        try Data(#"{"symbols": [\#(symbols.joined(separator: ", "))], "relationships": []}"#.utf8).write(to: graph)
        let tool = ChildProcess.builtTool("introkit-doccheck")
        let failing = try ChildProcess.run(tool, [graph.path], in: folder)
        #expect(failing.status == 1)
        #expect(failing.stdout == "/src/A.swift:10: warning: undocumented public instance property Point.y\n")
        let clean = folder.appendingPathComponent("B.symbols.json")
        try Data(#"{"symbols": [\#(symbols[0]), \#(symbols[2])]}"#.utf8).write(to: clean)
        let passing = try ChildProcess.run(tool, [clean.path], in: folder)
        #expect(passing.status == 0 && passing.stdout.isEmpty, "\(passing.stderr)")
    }
}
