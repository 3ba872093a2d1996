import { Spinner } from "@/components/ui/spinner";

export default function TranslateLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
      <Spinner className="size-6" />
      Carregando...
    </div>
  );
}
