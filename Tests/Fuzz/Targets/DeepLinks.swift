import Foundation

/// Deep links arrive from other apps, from the command line and from flow files.
/// Properties: a link that parses prints back (`DeepLink.link`) to text that parses to the same
/// destination and prints identically; a refusal is a readable message of bounded length; both
/// take time linear in the link.
@_cdecl("LLVMFuzzerTestOneInput")
nonisolated public func fuzzDeepLink(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzProperty.text(UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated { checkDeepLink(text) }
    return 0
}

private func checkDeepLink(_ text: String) {
    let parsed = FuzzProperty.inLinearTime(byteCount: text.utf8.count, "parsing a link") {
        Result { () throws(DeepLinkError) -> DeepLink in try DeepLinkParser.parse(text, scheme: "example") }
    }
    switch parsed {
    case let .success(link):
        let printed = link.link(scheme: "example")
        let reparsed = Result { () throws(DeepLinkError) -> DeepLink in
            try DeepLinkParser.parse(printed, scheme: "example")
        }
        FuzzProperty.require(
            (try? reparsed.get()) == link,
            "'\(text)' parsed to \(printed), which parses to \(reparsed) instead")
        FuzzProperty.require(
            (try? reparsed.get())?.link(scheme: "example") == printed, "printing \(printed) again changed it")
    case let .failure(error):
        FuzzProperty.requireReadable(error.description, echoLimit: 300)
    }
}
