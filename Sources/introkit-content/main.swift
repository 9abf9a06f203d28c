import Foundation

exit(ContentTool.run(Array(CommandLine.arguments.dropFirst())) { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
})
