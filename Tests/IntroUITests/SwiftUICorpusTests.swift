import Foundation
import Testing

/// The SwiftUI corpus (`Tests/Fixtures/SwiftUICorpus`) is what IntroKit's SwiftUI surface is
/// measured against: files written as iOS teams write onboarding screens, what's-new sheets
/// and story pages. These tests keep it what it claims to be — files a team could have
/// written (SwiftUI's imports only, a preview in each, one module's worth of names) that
/// together use the constructs issue #30 counted in real projects, about as often.
/// Compiling and rendering them is the previews tests' job.
@Suite("SwiftUI corpus")
struct SwiftUICorpusTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func sources(_ folder: String) throws -> [String: String] {
        let url = fixtures.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) })
    }

    /// The modules a team's file may import: what `import SwiftUI` brings along on iOS
    /// (Observation's `@Observable` among them), and upstream's stories package (the seed
    /// README's `IStory`).
    static let allowedImports: Set<String> = ["SwiftUI", "Combine", "UIKit", "Foundation", "Observation", "d3_stories_instagram"]

    static func imports(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            line.hasPrefix("import ") ? String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces) : nil
        }
    }

    @Test func everyFileIsWrittenAsATeamWritesIt() throws {
        let corpus = try Self.sources("SwiftUICorpus")
        #expect(corpus.count >= 25)
        for (name, source) in corpus {
            let modules = Self.imports(source)
            #expect(modules.contains("SwiftUI"), "\(name) imports SwiftUI")
            #expect(Set(modules).isSubset(of: Self.allowedImports), "\(name) imports \(modules)")
            #expect(source.contains("#Preview") || source.contains(": PreviewProvider"), "\(name) has a preview")
        }
    }

    /// A folder of a team's app compiles as one module: no two files declare the same
    /// non-private top-level type.
    @Test func theFilesCompileAsOneModule() throws {
        var owners: [String: String] = [:]
        for (name, source) in try Self.sources("SwiftUICorpus") {
            for line in source.split(separator: "\n") where line.first?.isLetter == true {
                let words = line.split(separator: " ")
                guard let kind = words.first.map(String.init), ["struct", "enum", "final", "class", "public"].contains(kind),
                    let keyword = words.firstIndex(where: { ["struct", "enum", "class", "protocol"].contains($0) }),
                    keyword + 1 < words.count
                else { continue }
                let type = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                #expect(owners[String(type)] == nil, "\(type) is declared in \(name) and \(owners[String(type)] ?? "")")
                owners[String(type)] = name
            }
        }
        #expect(owners.count >= 25)
    }

    /// Each construct issue #30 counted in 30 real files, with how many of this corpus's
    /// files must use it (the count, or at least one for those it lists without).
    static let constructs: [(pattern: String, files: Int)] = [
        ("#Preview", 11), (": PreviewProvider", 9), ("@Environment(\\.", 6), (".onAppear", 4), (".onDisappear", 2),
        ("withAnimation", 4), (".animation(", 4), ("GeometryReader", 4), (": ButtonStyle", 2), (".buttonStyle(", 4),
        (".contentShape(", 4), (".accessibility", 5), (": ObservableObject", 3), ("@Published", 3), ("@StateObject", 1),
        ("@ObservedObject", 1), ("@EnvironmentObject", 1), (".onTapGesture", 3), ("showsIndicators:", 3),
        (".edgesIgnoringSafeArea(", 3), ("LinearGradient", 3), (".sheet(", 3), ("Material", 2), ("foregroundStyle(", 2),
        (": EnvironmentKey", 1), ("@Entry", 1), (".overlay(alignment:", 2), (".background(alignment:", 1),
        (".tabViewStyle(", 2), (".tag(", 2), (": ViewModifier", 2), (".modifier(", 2), (") + Text(", 1),
        (".transition(", 2), (".kerning(", 1), (".scaledToFill()", 1), (".onChange(of:", 1), ("ProgressView(", 2),
        ("Label(", 2), ("LazyHStack", 1), (".safeAreaInset(", 1), (".minimumScaleFactor(", 1), (".mask(", 1),
        (".clipped()", 1), (".shadow(color:", 2), (".offset(", 2), (".trim(", 1), ("@AppStorage", 1),
        ("#colorLiteral", 1), ("import UIKit", 2), ("import Combine", 2), ("UIDevice", 1), ("UIScreen", 1),
        ("Color(.system", 2), ("progress: Binding<CGFloat>", 1), ("traits: .fixedLayout(", 2),
        ("traits: .sizeThatFitsLayout", 2), (".previewDisplayName(", 3), (".previewLayout(", 1), (".previewDevice(", 2),
        (".preferredColorScheme(", 2), ("Group {", 2),
    ]

    @Test func theCorpusUsesWhatRealFilesUse() throws {
        let corpus = try Self.sources("SwiftUICorpus").values
        for (pattern, files) in Self.constructs {
            let using = corpus.filter { $0.contains(pattern) }.count
            #expect(using >= files, "\(pattern): \(using) files, expected at least \(files)")
        }
    }

    /// The error tests' inputs: a trapping preview, a body that never ends, non-finite
    /// frames and a file that does not compile.
    @Test func theBadFilesAreThere() throws {
        let bad = try Self.sources("SwiftUIBad")
        #expect(bad["TrappingPreview.swift"]?.contains("fatalError(") == true)
        #expect(bad["EndlessRecursion.swift"]?.contains("CommentThreadView(depth: depth + 1)") == true)
        #expect(bad["NonFiniteFrame.swift"]?.contains("/ total") == true)
        #expect(bad["DoesNotCompile.swift"]?.contains(".forgroundColor(") == true)
    }
}
