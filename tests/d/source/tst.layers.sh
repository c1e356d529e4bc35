# The source tree's layering (docs/design.md): each folder of src/lib may
# include headers of its own folder and of the folders below it only, in
# the pipeline's order; the consumer (runtime/, output/) never includes the
# compiler's headers (front/, sema/, cg/).  Prints each offending include.
cd ../../../src/lib || exit 1
order="core lang front sema prov output cg runtime sdt api"
rank() { local i=0 f; for f in $order; do [ "$f" = "$1" ] && { echo $i; return; }; i=$((i + 1)); done; echo -1; }
bad=0
for f in */*.c */*.h; do
	dir=${f%%/*}
	r=$(rank "$dir")
	[ "$r" -ge 0 ] || { echo "$f: folder $dir is not in the layer order"; bad=1; continue; }
	while read -r inc; do
		idir=${inc%%/*}
		[ "$idir" = "$inc" ] && { echo "$f: \"$inc\" does not name its folder"; bad=1; continue; }
		ir=$(rank "$idir")
		if [ "$ir" -lt 0 ] || [ "$ir" -gt "$r" ]; then
			echo "$f includes $inc (folder $idir is above $dir)"; bad=1
		fi
		case $dir/$idir in
		runtime/front | runtime/sema | runtime/cg | output/front | output/sema | output/cg)
			echo "$f includes $inc (the consumer includes a compiler header)"; bad=1 ;;
		esac
	done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f" | grep -v '^dtrace\.h$')
done
[ $bad = 0 ] && echo "layering: every include points down the pipeline"
