import Foundation
import HeadlessDefaults

/// State files come from older builds, `defaults write`, other tools and, on a shared machine,
/// other people. Properties: reading a file, and looking into a damaged one for its flag, end in
/// time linear in the file and never crash; a refusal is a readable message; a file that is
/// read as a session is saved as a file that reads back as the same session, and saved again
/// gives the same bytes.
///
/// The first byte chooses how the rest becomes a file, so that every reader is reached without
/// seeds of every kind: as it is; after `bplist00`; after `bplist0` (the next byte is the
/// version digit); after an XML prolog and `<plist>`; or as byte patches (offset, value) to a
/// good binary session or to a good XML one.
@_cdecl("LLVMFuzzerTestOneInput")
nonisolated public func fuzzStateFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Data(UnsafeRawBufferPointer(start: start, count: count))
    checkStateFile(StateFileInput.file(from: input))
    return 0
}

/// Builds the good files the patching modes start from before the first input: built during
/// one, they would count as memory that input leaked.
@_cdecl("LLVMFuzzerInitialize")
nonisolated public func initializeStateFileFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> CInt {
    StateFileInput.prepare()
    return 0
}

nonisolated private func checkStateFile(_ data: Data) {
    let read = FuzzProperty.inLinearTime(byteCount: data.count, "reading a state file") {
        Result { () throws(SessionContentProblem) -> SessionState in try SessionPropertyList.decode(data) }
    }
    _ = FuzzProperty.inLinearTime(byteCount: data.count, "looking for the flag of a damaged state file") {
        SessionPropertyList.saysLoggedOut(data)
    }
    switch read {
    case let .success(state):
        let saved = SessionPropertyList.encode(state)
        let reread = Result { () throws(SessionContentProblem) -> SessionState in
            try SessionPropertyList.decode(Data(saved))
        }
        FuzzProperty.require(
            (try? reread.get()) == state, "a session read from \(data.count) bytes reads back as \(reread) once saved")
        if case let .success(again) = reread {
            FuzzProperty.require(SessionPropertyList.encode(again) == saved, "saving the same session twice differs")
        }
    case let .failure(problem):
        FuzzProperty.requireReadable(problem.description, echoLimit: 600)
    }
}

/// How the fuzzer's bytes become a state file.
nonisolated private enum StateFileInput {
    /// Builds the good files now.
    static func prepare() {
        _ = (goodBinary.count, goodXML.count)
    }

    static func file(from input: Data) -> Data {
        guard let mode = input.first else { return input }
        let rest = input.dropFirst()
        switch mode % 6 {
        case 1: return Data("bplist00".utf8) + rest
        case 2: return Data("bplist0".utf8) + rest
        case 3: return Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#.utf8) + rest
        case 4: return patched(goodBinary, with: rest)
        case 5: return patched(goodXML, with: rest)
        default: return Data(rest)
        }
    }

    /// `file` with each pair of bytes of `patches` applied as (offset scaled to the length, value).
    private static func patched(_ file: [UInt8], with patches: Data) -> Data {
        var bytes = file
        var pairs = patches.makeIterator()
        while let offset = pairs.next(), let value = pairs.next() {
            bytes[Int(offset) * bytes.count / 256] = value
        }
        return Data(bytes)
    }

    private static let session: SessionState = {
        var state = SessionState(isLoggedIn: true, displayName: "Zoë", email: "zoe@example.com")
        for index in 0..<3 {
            state.bookmarks.insert(
                .init(
                    id: "item-\(index)", title: "Título \(index)", source: index == 1 ? "explore" : "home",
                    savedAt: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(index))))
        }
        state.outbox = [.init(message: "The feed froze", keptAt: Date(timeIntervalSinceReferenceDate: 1))]
        state.place = SavedPlace(
            selectedTab: "explore", routes: ["explore": #"{"query":"café"}"#, "profile": #"{"reportProblem":{}}"#])
        return state
    }()

    // Bytes, not Data: Data keeps a tagged pointer to its storage, which the leak checker
    // does not see as a reference, so a Data held in a global reads as a leak.
    private static let goodBinary = SessionPropertyList.encode(session)

    private static let goodXML = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>session</key><dict>
        <key>bookmarks</key><array><dict><key>id</key><string>h1</string><key>title</key><string>A &amp; B</string>
        <key>source</key><string>home</string><key>savedAt</key><date>2024-01-01T00:00:00Z</date></dict></array>
        <key>displayName</key><string>Ada</string><key>email</key><string>ada@example.com</string>
        <key>isLoggedIn</key><integer>1</integer>
        <key>outbox</key><array><dict><key>message</key><string><![CDATA[<froze>]]></string>
        <key>keptAt</key><date>2024-01-02T03:04:05Z</date></dict></array>
        <key>place</key><dict><key>tab</key><string>explore</string><key>routes</key><dict>
        <key>explore</key><string>{"query":"coordinator"}</string></dict></dict>
        </dict></dict></plist>
        """.utf8)
}
