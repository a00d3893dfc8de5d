import HeadlessUI

/// The checks that read only the tree: labels and identifiers.
@MainActor
enum AccessibilityTreeChecks {
    static func findings(in root: ViewNode) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        var identified: [String: Int] = [:]
        for node in root.visibleDescendants {
            let element = SVGElementReference(node).summary
            if node.isInteractive, (node.label ?? "").allSatisfy(\.isWhitespace) {
                findings.append(
                    AccessibilityFinding(
                        check: .missingLabel, element: element,
                        message: "a \(node.role.rawValue) a person can use has no label to announce"))
            }
            if let identifier = node.identifier {
                identified[identifier, default: 0] += 1
                if identified[identifier] == 2 {
                    findings.append(
                        AccessibilityFinding(
                            check: .duplicateIdentifier, element: element,
                            message: "more than one visible element is identified as '\(identifier)'"))
                }
            }
            findings += duplicateLabels(among: node.children)
        }
        return findings
    }

    /// Interactive siblings announcing the same label.
    private static func duplicateLabels(among siblings: [ViewNode]) -> [AccessibilityFinding] {
        var counts: [String: Int] = [:]
        var findings: [AccessibilityFinding] = []
        for sibling in siblings where !sibling.isHidden && sibling.isInteractive {
            guard let label = sibling.label, !label.allSatisfy(\.isWhitespace) else { continue }
            counts[label, default: 0] += 1
            if counts[label] == 2 {
                findings.append(
                    AccessibilityFinding(
                        check: .duplicateLabel, element: SVGElementReference(sibling).summary,
                        message: "another control beside it is also announced as '\(label)'"))
            }
        }
        return findings
    }
}
