import Testing

@testable import IntroPreviews

@Suite struct PreviewDiscoveryTests {
    @Test func macrosWithAndWithoutNames() {
        let source = """
            import SwiftUI

            #Preview("Pager") {
                Pager()
            }

            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Card() }
            #Preview("Dark", traits: .sizeThatFitsLayout) { Card().preferredColorScheme(.dark) }
            """
        let found = PreviewDiscovery.previews(in: source, file: "Views/Card.swift")
        #expect(found.map(\.line) == [3, 7, 8])
        #expect(found.map(\.name) == ["Pager", nil, "Dark"])
        #expect(found.map(\.outputStem) == ["Pager", "Card-2", "Dark"])
        #expect(found.map(\.listLine) == ["Views/Card.swift:3: Pager", "Views/Card.swift:7: Card-2", "Views/Card.swift:8: Dark"])
    }

    @Test func commentsStringsAndNestedScopesAreNotPreviews() {
        let source = #"""
            // #Preview { A() }
            /* #Preview { B() } /* nested */ #Preview { C() } */
            let text = "#Preview { D() }"
            let raw = #"a "quoted" #Preview"#
            let multi = """
                #Preview { E() }
                """
            struct Holder { func f() { _ = "\(1) #Preview" } }
            #Preview { Real() }
            """#
        let found = PreviewDiscovery.previews(in: source, file: "A.swift")
        #expect(found.map(\.line) == [9])
    }

    @Test func providerGroupIsSeveralPreviews() {
        let source = """
            struct Banner_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Banner()
                            .previewDisplayName("Light")
                        Banner(title: "Two")
                            .preferredColorScheme(.dark)
                        Banner()
                    }
                    .previewLayout(.sizeThatFits)
                }
            }
            """
        let found = PreviewDiscovery.previews(in: source, file: "Banner.swift")
        #expect(found.map(\.kind) == [0, 1, 2].map { .provider(type: "Banner_Previews", index: $0) })
        #expect(found.map(\.name) == ["Light", nil, nil])
        #expect(found.map(\.line) == [4, 6, 8])
        #expect(found.map(\.outputStem) == ["Light", "Banner-2", "Banner-3"])
    }

    @Test func providerWithOneView() {
        let source = """
            struct P: SwiftUI.PreviewProvider {
                static var previews: some View { Card().previewDisplayName("Only") }
            }
            enum NotAPreview: View {}
            """
        let found = PreviewDiscovery.previews(in: source, file: "Card.swift")
        #expect(found.map(\.name) == ["Only"])
        #expect(found.map(\.kind) == [.provider(type: "P", index: 0)])
    }

    @Test func namesAreSafeForFiles() {
        #expect(PreviewNaming.fileSafe("Banner light / dark") == "Banner_light_dark")
        #expect(PreviewNaming.fileSafe("..") == "preview")
        #expect(PreviewNaming.fileSafe("Ünïcode") == "n_code")
    }

    @Test func namesSharedAcrossFilesOrWithinOneAreQualified() {
        let previews = [
            PreviewNaming.Named(name: "Dark", file: "A/Card.swift", index: 1),
            PreviewNaming.Named(name: "Dark", file: "B/Banner.swift", index: 1),
            PreviewNaming.Named(name: "Light", file: "A/Card.swift", index: 2),
            PreviewNaming.Named(name: "Pager", file: "A/Card.swift", index: 3),
            PreviewNaming.Named(name: "Pager", file: "A/Card.swift", index: 4),
            PreviewNaming.Named(name: nil, file: "B/Banner.swift", index: 2),
            PreviewNaming.Named(name: "", file: "B/Banner.swift", index: 3),
        ]
        #expect(
            PreviewNaming.distinctStems(previews) == ["Card-Dark", "Banner-Dark", "Light", "Pager-3", "Pager-4", "Banner-2", "Banner-3"])
        // Files of one name in two folders cannot be told apart by it: the plan refuses those.
        let twins = [PreviewNaming.Named(name: "Dark", file: "A/Card.swift", index: 1), PreviewNaming.Named(name: "Dark", file: "B/Card.swift", index: 1)]
        #expect(PreviewNaming.distinctStems(twins) == ["Card-Dark-1", "Card-Dark-1"])
    }

    @Test func registryNamesEachMacroBySymbolAndEachProviderOnce() {
        let previews = PreviewDiscovery.previews(
            in: "#Preview { A() }\nstruct P: PreviewProvider { static var previews: some View { Group { A()\nB() } } }", file: "V/A.swift")
        let source = PreviewRegistrySource.source(previews, absolutePaths: ["V/A.swift": "/p/V/A.swift"])
        #expect(source.contains("symbol: \"\(PreviewSymbol.name(fileName: "A.swift", line: "1"))\""))
        #expect(source.components(separatedBy: "provider: P.self").count == 2)
        #expect(source.contains("#sourceLocation(file: \"/p/V/A.swift\", line: 1)"))
    }
}
