import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";

/** The copied-secret indicator shows for 2 seconds. */
export const SECRET_COPIED_MS = 2000;

/** "JBSW Y3DP EHPK 3PXP": groups of four are easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The setup key in groups of four with a copy button. */
export function TwoFactorSecret({ secret }: { secret: string }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), SECRET_COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
      toast({ title: "Secret copied" });
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the key and copy it by hand.",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <code
        data-testid="two-factor-secret"
        className="select-all break-all rounded-lg border border-border bg-background/60 px-3 py-2 font-mono text-base tracking-wider"
      >
        {groupSecret(secret)}
      </code>
      <Button variant="outline" size="sm" onClick={handleCopy} aria-live="polite">
        {isCopied ? (
          <Check aria-hidden="true" className="h-4 w-4 text-emerald-400" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        {isCopied ? "Secret copied" : "Copy secret"}
      </Button>
    </div>
  );
}
