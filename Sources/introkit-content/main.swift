import Foundation

exit(ContentTool.run(Array(CommandLine.arguments.dropFirst())) { line in
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
})
