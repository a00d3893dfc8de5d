import Foundation
import FoundationXML

@testable import FlowRunner

/// `App test merge-reports` joins reports from other machines and other tools. The first byte
/// picks the format (odd: an HTML page, even: a JUnit report); the rest is the report.
/// Properties: reading and merging take time linear in the bytes; every refusal says something;
/// a JUnit report that is read merges into a document an independent XML reader (libxml2, through
/// Foundation's `XMLParser`) takes, and that reads back with every test case; an HTML page that
/// is read merges into a page whose flows hold no script, no event handler, no link and no
/// `url()` leaving the page where a browser reads one (an attribute or a style sheet), and that
/// reads back with the same counts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMergeReports(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let raw = UnsafeRawBufferPointer(start: start, count: count)
    guard let selector = raw.first else { return 0 }
    let bytes = Array(raw.dropFirst())
    if selector & 1 == 1 {
        checkHTML(bytes)
    } else {
        checkJUnit(bytes)
    }
    return 0
}

private func checkJUnit(_ bytes: [UInt8]) {
    let read = FuzzProperty.inLinearTime(byteCount: bytes.count, "reading a JUnit report") {
        Result { () throws(FlowFileUsageError) in try JUnitSuites(bytes, source: "fuzz.xml") }
    }
    let suites: JUnitSuites
    switch read {
    case let .failure(error):
        FuzzProperty.requireReadable(error.message, echoLimit: 400)
        return
    case let .success(value):
        suites = value
    }
    let merged = FuzzProperty.inLinearTime(byteCount: 2 * bytes.count, "merging a JUnit report with itself") {
        JUnitReportMerger.xml(merging: [suites, suites], devices: ["shard 1", nil])
    }
    let parser = XMLParser(data: Data(merged.utf8))
    FuzzProperty.require(
        parser.parse(),
        "the merged report is no XML: \(parser.parserError.map { "\($0)" } ?? "?")\n\(merged.prefix(600))")
    do {
        let reread = try JUnitSuites(Array(merged.utf8), source: "merged.xml")
        FuzzProperty.require(
            reread.tests == 2 * suites.tests, "the merged report has \(reread.tests) tests, not \(2 * suites.tests)")
        FuzzProperty.require(reread.failures == 2 * suites.failures, "the merged report counts other failures")
    } catch {
        FuzzProperty.require(false, "the merged report does not read back: \(error.message)")
    }
}

private func checkHTML(_ bytes: [UInt8]) {
    let read = FuzzProperty.inLinearTime(byteCount: bytes.count, "reading an HTML report") {
        Result { () throws(FlowFileUsageError) in try HTMLReportFlows(bytes, source: "fuzz.html") }
    }
    let flows: HTMLReportFlows
    switch read {
    case let .failure(error):
        FuzzProperty.requireReadable(error.message, echoLimit: 400)
        return
    case let .success(value):
        flows = value
    }
    let merged = FuzzProperty.inLinearTime(byteCount: bytes.count, "merging an HTML report") {
        HTMLReportMerger.html(merging: [flows], headings: ["<script>shard</script>"])
    }
    if let unsafe = unsafeMarkup(in: merged) {
        FuzzProperty.require(false, "the merged page holds \(unsafe)")
    }
    do {
        let reread = try HTMLReportFlows(Array(merged.utf8), source: "merged.html")
        FuzzProperty.require(reread.tally == flows.tally, "the merged page counts \(reread.tally), not \(flows.tally)")
    } catch {
        FuzzProperty.require(false, "the merged page does not read back: \(error.message)")
    }
}

/// What in `page` could run code or load a resource, found without the reader's rules, the way
/// an HTML tokenizer splits tags and attributes (quoted values skipped whole): a tag whose name
/// can run or embed something, an attribute that handles an event or names a resource, or a
/// `url()` to anything but an element of the page in an attribute's value or a style sheet.
/// Text between tags is shown, never loaded, so a `url(` in it is no finding. Letters are
/// compared in lower case, as HTML compares them.
private func unsafeMarkup(in page: String) -> String? {
    let blocked: Set<String> = [
        "script", "iframe", "frame", "object", "embed", "style", "link", "meta", "base", "form", "img", "image", "a",
        "use", "animate", "set", "foreignobject", "math", "template", "noscript", "xmp", "plaintext", "textarea",
    ]
    let text = Array(page.lowercased().utf8)
    var index = 0
    while index < text.count {
        guard text[index] == UInt8(ascii: "<"), index + 1 < text.count else {
            index += 1
            continue
        }
        let tagStart = index
        let isEndTag = text[index + 1] == UInt8(ascii: "/")
        index += isEndTag ? 2 : 1
        guard index < text.count, isLetter(text[index]) else { continue }
        let name = word(text, &index)
        // The page's own head (its style sheet and meta tags) is the merger's, not the input's.
        if blocked.contains(name), !isOwnHead(text, at: tagStart) { return "a <\(name)> tag" }
        while index < text.count, text[index] != UInt8(ascii: ">") {
            if isSpaceOrSlash(text[index]) {
                index += 1
                continue
            }
            let attribute = word(text, &index)
            if attribute.hasPrefix("on") || ["href", "src", "xlink:href", "srcdoc", "action"].contains(attribute) {
                return "the attribute '\(attribute)'"
            }
            while index < text.count, isSpace(text[index]) { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < text.count, isSpace(text[index]) { index += 1 }
            let value: ArraySlice<UInt8>
            if index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") {
                let quote = text[index]
                index += 1
                let start = index
                while index < text.count, text[index] != quote { index += 1 }
                value = text[start..<index]
                index += 1
            } else {
                let start = index
                while index < text.count, !isSpace(text[index]), text[index] != UInt8(ascii: ">") { index += 1 }
                value = text[start..<index]
            }
            if leavesThePage(value) { return "a url() leaving the page in the attribute '\(attribute)'" }
        }
        // A style sheet is read as CSS up to its end tag (the merger's own, in the page's head).
        if name == "style", !isEndTag, let end = text[min(index, text.count)...].firstRange(of: Array("</style".utf8)),
            leavesThePage(text[index..<end.lowerBound])
        {
            return "a url() leaving the page in a style sheet"
        }
    }
    return nil
}

/// Whether `css` (in lower case) calls `url()` on anything but an element of the page (`#id`).
private func leavesThePage(_ css: ArraySlice<UInt8>) -> Bool {
    var rest = Substring(String(decoding: css, as: UTF8.self))
    while let call = rest.range(of: "url(") {
        guard rest[call.upperBound...].hasPrefix("#") else { return true }
        rest = rest[call.upperBound...]
    }
    return false
}

/// The tag or attribute name at `index`, as an HTML tokenizer ends one (at a space, `/`, `>` or
/// `=`), at least one byte long; `index` moves past it.
private func word(_ text: [UInt8], _ index: inout Int) -> String {
    let start = index
    index += 1
    while index < text.count, !isSpaceOrSlash(text[index]), text[index] != UInt8(ascii: ">"),
        text[index] != UInt8(ascii: "=")
    {
        index += 1
    }
    return String(decoding: text[start..<min(index, text.count)], as: UTF8.self)
}

/// Whether the tag at `offset` is one of the head the merger writes itself (before the flows).
private func isOwnHead(_ text: [UInt8], at offset: Int) -> Bool {
    let head = Array(HTMLReport.flowsStart.lowercased().utf8)
    guard let flows = text.firstRange(of: head) else { return false }
    return offset < flows.lowerBound
}

private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
}

private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}

private func isSpaceOrSlash(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: "/")
}
